import { useTranslation } from 'react-i18next';
import { PieChart, type PieSlice } from '@/components/common/pie-chart';
import { Modal } from '@/components/ui/modal';
import type { ProblemCount } from '@/types/problem';

const SLICES: { key: keyof ProblemCount; status: number; color: string }[] = [
  { key: 'ac', status: 0, color: '#22c55e' },
  { key: 'wa', status: -1, color: '#ef4444' },
  { key: 'ce', status: -2, color: '#f59e0b' },
  { key: 'pa', status: 8, color: '#06b6d4' },
  { key: 'tle', status: 1, color: '#a855f7' },
  { key: 'mle', status: 2, color: '#ec4899' },
  { key: 're', status: 3, color: '#f97316' },
  { key: 'pe', status: -3, color: '#eab308' },
  { key: 'se', status: 4, color: '#64748b' },
];

/** The statistic pie-chart dialog of the problem page. */
export default function StatisticsDialog({
  open,
  onClose,
  counts,
}: {
  open: boolean;
  onClose: () => void;
  counts: ProblemCount | null;
}) {
  const { t } = useTranslation();
  const slices: PieSlice[] = SLICES.map((slice) => ({
    label: t(`judgeStatus.${slice.status}`),
    value: Number(counts?.[slice.key] ?? 0),
    color: slice.color,
  })).filter((slice) => slice.value > 0);
  return (
    <Modal open={open} onClose={onClose} title={t('problem.statistics')} width="max-w-lg">
      <p className="mb-3 text-sm text-slate-600">
        {t('problem.totalSubmissions', { count: counts?.total ?? 0 })}
      </p>
      {slices.length > 0 ? (
        <PieChart slices={slices} />
      ) : (
        <p className="py-6 text-center text-slate-500">{t('common.noData')}</p>
      )}
      <div className="mt-4 text-right">
        <button type="button" className="btn" onClick={onClose}>
          {t('common.close')}
        </button>
      </div>
    </Modal>
  );
}
