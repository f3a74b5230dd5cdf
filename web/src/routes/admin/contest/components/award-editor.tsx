import { useTranslation } from 'react-i18next';
import type { AwardConfig } from '@verdict/common';

/** Award rows: name, colours and the count (or percentage), in priority order. */
export function AwardEditor({
  awards,
  onChange,
}: {
  awards: AwardConfig[];
  onChange: (next: AwardConfig[]) => void;
}) {
  const { t } = useTranslation();
  const set = (index: number, changes: Partial<AwardConfig>) =>
    onChange(awards.map((award, i) => (i === index ? { ...award, ...changes } : award)));
  return (
    <div className="space-y-2">
      {awards.map((award, index) => (
        <div key={index} className="flex flex-wrap items-center gap-2">
          <input
            className="input w-32"
            aria-label={t('admin.awardName')}
            placeholder={t('admin.awardName')}
            value={award.name}
            onChange={(event) => set(index, { name: event.target.value })}
          />
          <input
            type="color"
            aria-label={t('admin.awardBackground')}
            value={award.background}
            onChange={(event) => set(index, { background: event.target.value })}
          />
          <input
            type="color"
            aria-label={t('admin.awardColor')}
            value={award.color}
            onChange={(event) => set(index, { color: event.target.value })}
          />
          <input
            type="number"
            min={0}
            className="input w-24"
            aria-label={t('admin.awardNum')}
            value={award.num}
            onChange={(event) => set(index, { num: Number(event.target.value) })}
          />
          <button
            type="button"
            className="btn btn-sm"
            onClick={() => onChange(awards.filter((_, i) => i !== index))}
          >
            {t('admin.delete')}
          </button>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-sm"
        onClick={() =>
          onChange([
            ...awards,
            { priority: awards.length + 1, name: '', background: '#ffd700', color: '#000000', num: 1 },
          ])
        }
      >
        {t('admin.addAward')}
      </button>
    </div>
  );
}
