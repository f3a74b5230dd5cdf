import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { applyResetPassword, checkUsernameOrEmail } from '@/hooks/api/account';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import * as rules from '@/lib/validation/account-rules';
import { useFieldErrors } from '@/lib/validation/use-field-errors';
import { closeAccountDialog, openAccountDialog, toast } from '@/stores/ui';
import { CaptchaField } from './captcha-field';
import { FormField } from './form-field';
import { useCaptcha } from './use-captcha';

/** The reset email can be resent after 90 s. */
export const RESET_RESEND_SECONDS = 90;

type Field = 'email' | 'captcha';

export function ResetRequestForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', captcha: '' });
  const { errors, validate, showErrors } = useFieldErrors(values, (current) => ({
    email: rules.email(current.email),
    captcha: rules.captcha(current.captcha),
  }));
  const captcha = useCaptcha();
  const [countdown, startCountdown] = useCountdown();
  const set = (field: Field) => (value: string) => setValues((prev) => ({ ...prev, [field]: value }));

  const { reload } = captcha;
  useEffect(reload, [reload]);
  const reloadCaptcha = () => {
    setValues((prev) => ({ ...prev, captcha: '' }));
    reload();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!validate() || !captcha.image) return;
    try {
      const exists = await checkUsernameOrEmail({ email: values.email.trim() });
      if (!exists.email) return showErrors({ email: 'validation.emailNotExist' });
      startCountdown(RESET_RESEND_SECONDS);
      await applyResetPassword({
        email: values.email.trim(),
        captcha: values.captcha.trim(),
        captchaKey: captcha.image.captchaKey,
      });
      toast('success', t('account.resetMailSent'));
      // The mail holds a link and the code: the reset page, where the code can be typed, is next.
      closeAccountDialog();
      void navigate('/reset-password');
    } catch (error) {
      startCountdown(0);
      // A failed reset request clears and reloads the captcha.
      reloadCaptcha();
      toast('error', error instanceof ApiError ? error.message : t('error.server'));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate data-testid="reset-request-form">
      <FormField
        label={t('account.email')}
        name="email"
        data-autofocus
        type="email"
        autoComplete="email"
        value={values.email}
        error={errors.email}
        onChange={(event) => set('email')(event.target.value)}
      />
      <CaptchaField
        image={captcha.image}
        value={values.captcha}
        error={errors.captcha}
        onChange={set('captcha')}
        onReload={reloadCaptcha}
      />
      <button type="submit" className="btn btn-primary w-full" disabled={countdown > 0}>
        {countdown > 0 ? t('account.resendIn', { seconds: countdown }) : t('account.sendResetMail')}
      </button>
      <button
        type="button"
        className="mt-3 text-sm text-blue-700 hover:underline"
        onClick={() => openAccountDialog('Login')}
      >
        {t('account.backToLogin')}
      </button>
    </form>
  );
}
