import { useTranslation } from 'react-i18next';
import type { Captcha } from '@/types/account';
import { FormField } from './form-field';

interface CaptchaFieldProps {
  image: Captcha | null;
  value: string;
  error?: string | null;
  onChange: (value: string) => void;
  onReload: () => void;
}

/** The answer field beside the server's captcha image, at the image's own 150×50 size. */
export function CaptchaField({ image, value, error, onChange, onReload }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('account.captcha')}
      name="captcha"
      autoComplete="off"
      autoCapitalize="off"
      spellCheck={false}
      maxLength={8}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      data-testid="captcha-input"
      suffix={
        <button
          type="button"
          className="h-[50px] w-[150px] shrink-0 overflow-hidden rounded border border-slate-300 bg-slate-50"
          onClick={onReload}
          aria-label={t('account.refreshCaptcha')}
          title={t('account.refreshCaptcha')}
          data-testid="captcha-image"
        >
          {image ? (
            <img src={image.img} alt={t('account.captchaImage')} width={150} height={50} />
          ) : (
            <span className="text-sm text-slate-600">{t('account.loadingCaptcha')}</span>
          )}
        </button>
      }
    />
  );
}
