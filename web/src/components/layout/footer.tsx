import { useTranslation } from 'react-i18next';
import { DEFAULT_SHORT_NAME, useWebsiteConfig } from '@/hooks/api/website';

export function Footer() {
  const { t } = useTranslation();
  const config = useWebsiteConfig();
  return (
    <footer className="mt-10 border-t border-slate-200 py-6 text-center text-xs text-slate-500">
      <p>
        {config.name || config.shortName || DEFAULT_SHORT_NAME} · {t('footer.poweredBy')}
      </p>
      {config.recordName ? <p className="mt-1">{config.recordName}</p> : null}
    </footer>
  );
}
