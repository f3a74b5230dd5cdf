import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from '@/hooks/api/account';
import { ApiError } from '@/lib/api-client';
import { firstErrors, loginUsername, password as passwordRule } from '@/lib/validation/account-rules';
import { closeAccountDialog, openAccountDialog, toast } from '@/stores/ui';
import { FormField } from './form-field';
import { SlideVerify } from './slide-verify';

/** Login: validate, pass the slide puzzle, then call /api/login (seed 2 §2, §5). */
export function LoginForm() {
  const { t } = useTranslation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ username?: string; password?: string }>({});
  const [stage, setStage] = useState<'form' | 'verify' | 'sending'>('form');
  const [serverError, setServerError] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = firstErrors({ username: loginUsername(username), password: passwordRule(password) });
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length === 0) setStage('verify');
  };

  const send = async () => {
    setStage('sending');
    try {
      await login(username, password);
      toast('success', t('account.welcomeBack'));
      closeAccountDialog();
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : t('account.loginFailed'));
      setStage('form');
    }
  };

  if (stage === 'verify') return <SlideVerify onSuccess={() => void send()} />;
  return (
    <form onSubmit={onSubmit} noValidate data-testid="login-form">
      <FormField
        label={t('account.username')}
        name="username"
        autoComplete="username"
        value={username}
        error={errors.username}
        onChange={(event) => setUsername(event.target.value)}
      />
      <FormField
        label={t('account.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        error={errors.password}
        onChange={(event) => setPassword(event.target.value)}
      />
      {serverError ? (
        <p className="field-error mb-3" role="alert">
          {serverError}
        </p>
      ) : null}
      <button
        type="submit"
        className="btn btn-primary w-full"
        disabled={stage === 'sending'}
        data-testid="login-submit"
      >
        {t('account.login')}
      </button>
      <div className="mt-3 flex justify-between text-sm">
        <button
          type="button"
          className="text-blue-600 hover:underline"
          onClick={() => openAccountDialog('Register')}
        >
          {t('account.noAccount')}
        </button>
        <button
          type="button"
          className="text-blue-600 hover:underline"
          onClick={() => openAccountDialog('ResetPwd')}
        >
          {t('account.forgotPassword')}
        </button>
      </div>
    </form>
  );
}
