import { useTranslation } from 'react-i18next';
import { changeLocale } from '@/i18n';
import { LOCALES, type Locale } from '@/i18n/choose-locale';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  return (
    <select
      className={`input w-auto py-1 ${className}`}
      aria-label={t('nav.language')}
      data-testid="language-switch"
      value={i18n.language}
      onChange={(event) => changeLocale(event.target.value as Locale)}
    >
      {LOCALES.map((locale) => (
        <option key={locale} value={locale}>
          {t(`locale.${locale}`)}
        </option>
      ))}
    </select>
  );
}
