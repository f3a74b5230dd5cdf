import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCode } from '@verdict/common';
import { login } from '@/hooks/api/account';
import { ApiError } from '@/lib/api-client';
import * as rules from '@/lib/validation/account-rules';
import { useFieldErrors } from '@/lib/validation/use-field-errors';
import { closeAccountDialog, openAccountDialog, toast } from '@/stores/ui';
import { CaptchaField } from './captcha-field';
import { FormField } from './form-field';
import { useCaptcha } from './use-captcha';

type Field = 'username' | 'password' | 'captcha';

interface LoginFormProps {
  /** The back office's login (/admin/login): admins only, no register or reset links. */
  admin?: boolean;
  onSignedIn?: () => void;
}

/**
 * Login. The server asks for an image captcha only after repeated failures from
 * this name and network (answer code CAPTCHA_REQUIRED); the form then shows one for every try.
 */
export function LoginForm({ admin = false, onSignedIn = closeAccountDialog }: LoginFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<Field, string>>({ username: '', password: '', captcha: '' });
  const [needsCaptcha, setNeedsCaptcha] = useState(false);
  const captcha = useCaptcha();
  const { errors, validate } = useFieldErrors(values, (current) => ({
    username: rules.loginUsername(current.username),
    password: rules.loginPassword(current.password),
    captcha: needsCaptcha ? rules.captcha(current.captcha) : null,
  }));
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const set = (field: Field) => (value: string) => setValues((prev) => ({ ...prev, [field]: value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setServerError(null);
    if (!validate()) return;
    setSending(true);
    try {
      const answer =
        needsCaptcha && captcha.image
          ? { captcha: values.captcha.trim(), captchaKey: captcha.image.captchaKey }
          : undefined;
      await login(values.username, values.password, answer, admin);
      toast('success', t('account.welcomeBack'));
      onSignedIn();
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : t('account.loginFailed'));
      const asked = error instanceof ApiError && error.code === ErrorCode.CAPTCHA_REQUIRED;
      if (needsCaptcha || asked) {
        // Each captcha answers one try: a new image for the next.
        setNeedsCaptcha(true);
        setValues((prev) => ({ ...prev, captcha: '' }));
        captcha.reload();
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="login-form">
      <FormField
        label={t('account.username')}
        name="username"
        autoComplete="username"
        data-autofocus
        // The back office's login is a page of its own: its form is all there is to do on it.
        autoFocus={admin}
        value={values.username}
        error={errors.username}
        onChange={(event) => set('username')(event.target.value)}
      />
      <FormField
        label={t('account.password')}
        name="password"
        type="password"
        autoComplete="current-password"
        value={values.password}
        error={errors.password}
        onChange={(event) => set('password')(event.target.value)}
      />
      {needsCaptcha ? (
        <CaptchaField
          image={captcha.image}
          value={values.captcha}
          error={errors.captcha}
          onChange={set('captcha')}
          onReload={captcha.reload}
        />
      ) : null}
      {serverError ? (
        <p className="field-error mb-3" role="alert" data-testid="login-error">
          {serverError}
        </p>
      ) : null}
      <button type="submit" className="btn btn-primary w-full" disabled={sending} data-testid="login-submit">
        {t('account.login')}
      </button>
      {admin ? null : (
        <div className="mt-3 flex justify-between text-sm">
          <button
            type="button"
            className="text-blue-700 hover:underline"
            onClick={() => openAccountDialog('Register')}
          >
            {t('account.noAccount')}
          </button>
          <button
            type="button"
            className="text-blue-700 hover:underline"
            onClick={() => openAccountDialog('ResetPwd')}
          >
            {t('account.forgotPassword')}
          </button>
        </div>
      )}
    </form>
  );
}
