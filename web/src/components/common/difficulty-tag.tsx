import { useTranslation } from 'react-i18next';
import { DIFFICULTY_LEVELS } from '@verdict/common';

export function useDifficultyName() {
  const { t } = useTranslation();
  return (level: number) => {
    const found = DIFFICULTY_LEVELS.find((item) => item.level === level) ?? DIFFICULTY_LEVELS[0];
    return t(`difficulty.${found.level}`);
  };
}

export function difficultyColor(level: number): string {
  return (DIFFICULTY_LEVELS.find((item) => item.level === level) ?? DIFFICULTY_LEVELS[0]).color;
}

export function DifficultyTag({ level }: { level: number }) {
  const name = useDifficultyName();
  return (
    <span
      className="inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap text-white"
      style={{ backgroundColor: difficultyColor(level) }}
    >
      {name(level)}
    </span>
  );
}
