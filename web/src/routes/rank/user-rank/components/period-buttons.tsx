import { useTranslation } from 'react-i18next';
import { RANK_PERIODS, type RankPeriodValue } from '@verdict/common';
import '@/i18n/areas/rank';

/** Rank period buttons: all, last week … last year. */
export function PeriodButtons({
  value,
  onChange,
}: {
  value: RankPeriodValue;
  onChange: (period: RankPeriodValue) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('userRank.period')} className="flex flex-wrap gap-1">
      {RANK_PERIODS.map((period) => (
        <button
          key={period}
          type="button"
          className={`btn btn-sm ${period === value ? 'btn-primary' : ''}`}
          aria-pressed={period === value}
          onClick={() => onChange(period)}
        >
          {t(`userRank.periods.${period}`)}
        </button>
      ))}
    </div>
  );
}
