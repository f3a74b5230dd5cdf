import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { checkUsernameOrEmail, registerUser, sendRegisterCode } from '@/hooks/api/account';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import * as rules from '@/lib/validation/account-rules';
import { useFieldErrors } from '@/lib/validation/use-field-errors';
import { openAccountDialog, toast } from '@/stores/ui';
import { FormField } from './form-field';

/** The register email can be resent after 60 s. */
export const REGISTER_RESEND_SECONDS = 60;

type Field = 'username' | 'email' | 'password' | 'passwordAgain' | 'code' | 'deptId';
type Values = Record<Field, string>;

async function remoteErrors(values: Values): Promise<Partial<Record<Field, string>>> {
  const exists = await checkUsernameOrEmail({ username: values.username.trim(), email: values.email.trim() });
  return {
    ...(exists.username ? { username: 'validation.usernameExists' } : {}),
    ...(exists.email ? { email: 'validation.emailExists' } : {}),
  };
}

export function RegisterForm() {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({
    username: '',
    email: '',
    password: '',
    passwordAgain: '',
    code: '',
    deptId: '',
  });
  const { errors, validate, showErrors, showError } = useFieldErrors(values, (current) => ({
    username: rules.registerUsername(current.username),
    email: rules.email(current.email),
    password: rules.password(current.password),
    passwordAgain: rules.passwordAgain(current.password, current.passwordAgain),
    code: rules.emailCode(current.code),
    deptId: rules.deptId(current.deptId),
  }));
  const [busy, setBusy] = useState(false);
  const [countdown, startCountdown] = useCountdown();
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((prev) => ({ ...prev, [field]: event.target.value }));

  const sendCode = async () => {
    const emailError = rules.email(values.email);
    if (emailError) return showError('email', emailError);
    try {
      const remote = await remoteErrors({ ...values, username: '' });
      if (remote.email) return showError('email', remote.email);
      startCountdown(REGISTER_RESEND_SECONDS);
      await sendRegisterCode(values.email.trim());
      toast('success', t('account.codeSent'));
    } catch (error) {
      startCountdown(0);
      toast('error', error instanceof ApiError ? error.message : t('error.server'));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate()) return;
    setBusy(true);
    try {
      const remote = await remoteErrors(values);
      if (Object.keys(remote).length > 0) return showErrors(remote);
      await registerUser({
        username: values.username.trim(),
        password: values.password,
        email: values.email.trim(),
        code: values.code.trim(),
        ...(values.deptId.trim() ? { deptId: values.deptId.trim() } : {}),
      });
      toast('success', t('account.registerSuccess'));
      openAccountDialog('Login');
    } catch (error) {
      // A failed registration clears the code.
      setValues((prev) => ({ ...prev, code: '' }));
      toast('error', error instanceof ApiError ? error.message : t('error.server'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="register-form">
      <FormField
        label={t('account.username')}
        name="username"
        data-autofocus
        value={values.username}
        error={errors.username}
        onChange={set('username')}
      />
      <FormField
        label={t('account.email')}
        name="email"
        type="email"
        value={values.email}
        error={errors.email}
        onChange={set('email')}
        suffix={
          <button
            type="button"
            className="btn shrink-0"
            disabled={countdown > 0}
            onClick={() => void sendCode()}
            data-testid="send-code"
          >
            {countdown > 0 ? t('account.resendIn', { seconds: countdown }) : t('account.sendCode')}
          </button>
        }
      />
      <FormField
        label={t('account.emailCode')}
        name="code"
        inputMode="numeric"
        maxLength={6}
        value={values.code}
        error={errors.code}
        onChange={set('code')}
      />
      <FormField
        label={t('account.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={set('password')}
      />
      <FormField
        label={t('account.passwordAgain')}
        name="passwordAgain"
        type="password"
        autoComplete="new-password"
        value={values.passwordAgain}
        error={errors.passwordAgain}
        onChange={set('passwordAgain')}
      />
      <FormField
        label={t('account.deptId')}
        name="deptId"
        inputMode="numeric"
        placeholder={t('account.deptIdHint')}
        value={values.deptId}
        error={errors.deptId}
        onChange={set('deptId')}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={busy} data-testid="register-submit">
        {t('account.register')}
      </button>
      <button
        type="button"
        className="mt-3 text-sm text-blue-600 hover:underline"
        onClick={() => openAccountDialog('Login')}
      >
        {t('account.haveAccount')}
      </button>
    </form>
  );
}
