import { useTranslation } from 'react-i18next';
import { DIFFICULTY_LEVELS } from '@verdict/common';
import { difficultyColor, useDifficultyName } from '@/components/common/difficulty-tag';

interface DifficultyChipsProps {
  selected: number | null;
  onSelect: (level: number | null) => void;
}

/** The difficulty filter: one chip per level in its own colour, plus "all". */
export function DifficultyChips({ selected, onSelect }: DifficultyChipsProps) {
  const { t } = useTranslation();
  const name = useDifficultyName();
  const base = 'rounded-full border px-2.5 py-0.5 text-xs font-medium transition';
  return (
    <div
      className="flex w-full flex-wrap items-center gap-1.5"
      role="group"
      aria-label={t('problem.difficulty')}
    >
      <span className="mr-1 text-xs text-slate-500">{t('problem.difficulty')}:</span>
      <button
        type="button"
        aria-pressed={selected === null}
        onClick={() => onSelect(null)}
        className={`${base} ${selected === null ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300 text-slate-700'}`}
      >
        {t('problem.allDifficulties')}
      </button>
      {DIFFICULTY_LEVELS.map((level) => {
        const active = selected === level.level;
        return (
          <button
            key={level.level}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(level.level)}
            className={base}
            style={
              active
                ? { backgroundColor: difficultyColor(level.level), borderColor: 'transparent', color: '#fff' }
                : { borderColor: difficultyColor(level.level), color: difficultyColor(level.level) }
            }
          >
            {name(level.level)}
          </button>
        );
      })}
    </div>
  );
}
