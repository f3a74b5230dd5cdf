import { useTranslation } from 'react-i18next';

/** A print request's state: waiting for the printer, or printed. */
export function PrintStatus({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 1 ? (
    <span className="rounded bg-green-100 px-2 py-0.5 text-xs text-green-800">{t('contest.printed')}</span>
  ) : (
    <span className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-800">
      {t('contest.printWaiting')}
    </span>
  );
}
