import { useTranslation } from 'react-i18next';

interface CardStateProps {
  loading: boolean;
  failed: boolean;
  empty: boolean;
  emptyText: string;
}

/** The line a dashboard card shows instead of its body while loading, on error, or when empty. */
export function CardState({ loading, failed, empty, emptyText }: CardStateProps) {
  const { t } = useTranslation();
  if (failed) return <p className="text-sm text-red-700">{t('adminDashboard.loadFailed')}</p>;
  if (loading) return <p className="text-sm text-slate-500">{t('adminDashboard.loading')}</p>;
  if (empty) return <p className="text-sm text-slate-500">{emptyText}</p>;
  return null;
}
