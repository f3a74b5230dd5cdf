import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { applyResetPassword, checkUsernameOrEmail, fetchCaptcha } from '@/hooks/api/account';
import { useCountdown } from '@/hooks/use-countdown';
import { ApiError } from '@/lib/api-client';
import * as rules from '@/lib/validation/account-rules';
import { openAccountDialog, toast } from '@/stores/ui';
import type { Captcha } from '@/types/account';
import { FormField } from './form-field';

/** Seed 2 §9: the reset email can be resent after 90 s. */
export const RESET_RESEND_SECONDS = 90;

export function ResetRequestForm() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState('');
  const [image, setImage] = useState<Captcha | null>(null);
  const [errors, setErrors] = useState<{ email?: string; captcha?: string }>({});
  const [countdown, startCountdown] = useCountdown();

  const reloadCaptcha = useCallback(() => {
    setCaptcha('');
    fetchCaptcha().then(setImage, () => setImage(null));
  }, []);
  useEffect(reloadCaptcha, [reloadCaptcha]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found = rules.firstErrors({ email: rules.email(email), captcha: rules.captcha(captcha) });
    setErrors(found);
    if (Object.keys(found).length > 0 || !image) return;
    try {
      const exists = await checkUsernameOrEmail({ email: email.trim() });
      if (!exists.email) return setErrors({ email: 'validation.emailNotExist' });
      startCountdown(RESET_RESEND_SECONDS);
      await applyResetPassword({
        email: email.trim(),
        captcha: captcha.trim(),
        captchaKey: image.captchaKey,
      });
      toast('success', t('account.resetMailSent'));
    } catch (error) {
      startCountdown(0);
      // Seed 2 §4: a failed reset request clears and reloads the captcha.
      reloadCaptcha();
      toast('error', error instanceof ApiError ? error.message : t('error.server'));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <FormField
        label={t('account.email')}
        name="email"
        type="email"
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <FormField
        label={t('account.captcha')}
        name="captcha"
        maxLength={8}
        value={captcha}
        error={errors.captcha}
        onChange={(event) => setCaptcha(event.target.value)}
        suffix={
          <button
            type="button"
            className="h-9 w-28 shrink-0 overflow-hidden rounded border border-slate-300"
            onClick={reloadCaptcha}
            title={t('account.refreshCaptcha')}
          >
            {image ? (
              <img src={image.img} alt={t('account.captcha')} className="h-full w-full object-cover" />
            ) : (
              '…'
            )}
          </button>
        }
      />
      <button type="submit" className="btn btn-primary w-full" disabled={countdown > 0}>
        {countdown > 0 ? t('account.resendIn', { seconds: countdown }) : t('account.sendResetMail')}
      </button>
      <button
        type="button"
        className="mt-3 text-sm text-blue-600 hover:underline"
        onClick={() => openAccountDialog('Login')}
      >
        {t('account.backToLogin')}
      </button>
    </form>
  );
}
