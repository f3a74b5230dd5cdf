import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormField } from '@/components/auth/form-field';
import { checkUsernameOrEmail, resetPassword } from '@/hooks/api/account';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import * as rules from '@/lib/validation/account-rules';
import { openAccountDialog, toast } from '@/stores/ui';

/** Sets a new password from the reset link (/reset-password?username&code, seed 2 §2, §5). */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('account.resetPassword'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code') ?? '';
  const [username, setUsername] = useState(params.get('username') ?? '');
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string; again?: string }>({});

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = rules.firstErrors({
      username: username.trim() ? null : 'validation.usernameRequired',
      password: rules.password(password),
      again: rules.passwordAgain(password, again),
    });
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const exists = await checkUsernameOrEmail({ username: username.trim() });
      if (!exists.username) return setErrors({ username: 'validation.usernameNotExist' });
      await resetPassword({ username: username.trim(), password, code });
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
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <FormField
          label={t('account.username')}
          name="username"
          value={username}
          error={errors.username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <FormField
          label={t('account.newPassword')}
          name="password"
          type="password"
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormField
          label={t('account.passwordAgain')}
          name="again"
          type="password"
          value={again}
          error={errors.again}
          onChange={(event) => setAgain(event.target.value)}
        />
        <button type="submit" className="btn btn-primary w-full">
          {t('account.resetPassword')}
        </button>
      </form>
    </section>
  );
}
