import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '@/components/auth/form-field';
import { checkUsernameOrEmail, resetPassword } from '@/hooks/api/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import * as rules from '@/lib/validation/account-rules';
import { useFieldErrors } from '@/lib/validation/use-field-errors';
import { openAccountDialog, toast } from '@/stores/ui';

type Field = 'username' | 'code' | 'password' | 'again';

/**
 * Sets a new password. The mailed link fills in the username and the reset code;
 * without the link both can be typed from the mail.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.resetPassword'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({
    username: params.get('username') ?? '',
    code: params.get('code') ?? '',
    password: '',
    again: '',
  });
  const { errors, validate, showErrors } = useFieldErrors(values, (current) => ({
    username: current.username.trim() ? null : 'validation.usernameRequired',
    code: current.code.trim() ? null : 'validation.codeRequired',
    password: rules.password(current.password),
    again: rules.passwordAgain(current.password, current.again),
  }));
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((prev) => ({ ...prev, [field]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    try {
      const exists = await checkUsernameOrEmail({ username: values.username.trim() });
      if (!exists.username) return showErrors({ username: 'validation.usernameNotExist' });
      await resetPassword({
        username: values.username.trim(),
        password: values.password,
        code: values.code.trim(),
      });
      toast('success', t('account.resetSuccess'));
      void navigate('/home');
      openAccountDialog('Login');
    } catch (error) {
      toast('error', error instanceof ApiError ? error.message : t('error.server'));
    }
  };

  return (
    <section className="card mx-auto max-w-md p-6">
      <h1 className="mb-4 text-lg font-semibold">{t('account.resetPassword')}</h1>
      <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="reset-password-form">
        <FormField
          label={t('account.username')}
          name="username"
          autoComplete="username"
          value={values.username}
          error={errors.username}
          onChange={set('username')}
        />
        <FormField
          label={t('account.resetCode')}
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
          placeholder={t('account.resetCodeHint')}
          value={values.code}
          error={errors.code}
          onChange={set('code')}
        />
        <FormField
          label={t('account.newPassword')}
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          error={errors.password}
          onChange={set('password')}
        />
        <FormField
          label={t('account.passwordAgain')}
          name="again"
          type="password"
          autoComplete="new-password"
          value={values.again}
          error={errors.again}
          onChange={set('again')}
        />
        <button type="submit" className="btn btn-primary w-full">
          {t('account.resetPassword')}
        </button>
      </form>
    </section>
  );
}
