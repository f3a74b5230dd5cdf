import { useTranslation } from 'react-i18next';
import { RankType, type RankTypeValue } from '@verdict/common';
import '@/i18n/areas/group-contest';

const TYPES = [
  { value: RankType.ACM, label: 'groupContest.rank.acm' },
  { value: RankType.OI, label: 'groupContest.rank.oi' },
] as const;

/** ACM (problems solved) or OI (score) rank. */
export function RankTypeSwitch({
  value,
  onChange,
}: {
  value: RankTypeValue;
  onChange: (type: RankTypeValue) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="group" aria-label={t('groupContest.rank.type')} className="inline-flex gap-1">
      {TYPES.map((type) => (
        <button
          key={type.value}
          type="button"
          className={`btn btn-sm ${type.value === value ? 'btn-primary' : ''}`}
          aria-pressed={type.value === value}
          onClick={() => onChange(type.value)}
        >
          {t(type.label)}
        </button>
      ))}
    </div>
  );
}
