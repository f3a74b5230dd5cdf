import { useTranslation } from 'react-i18next';
import { DIFFICULTY_LEVELS } from '@verdict/common';

/**
 * HOJ's difficulty hues as text and tint pairs that keep WCAG AA contrast (4.5:1): HOJ's own
 * colours with white text measure 1.6–3.3:1. `ink` also reads on white, as text or as a solid
 * background under white text.
 */
export const DIFFICULTY_PALETTE: readonly { ink: string; tint: string }[] = [
  { ink: '#374151', tint: '#f3f4f6' },
  { ink: '#b91c1c', tint: '#fef2f2' },
  { ink: '#9a3412', tint: '#fff7ed' },
  { ink: '#854d0e', tint: '#fefce8' },
  { ink: '#166534', tint: '#f0fdf4' },
  { ink: '#1d4ed8', tint: '#eff6ff' },
  { ink: '#7e22ce', tint: '#faf5ff' },
  { ink: '#0e1d69', tint: '#e0e7ff' },
];

function levelOf(level: number): number {
  return (DIFFICULTY_LEVELS.find((item) => item.level === level) ?? DIFFICULTY_LEVELS[0]).level;
}

export function useDifficultyName() {
  const { t } = useTranslation();
  return (level: number) => t(`difficulty.${levelOf(level)}`);
}

/** The level's colour for text on white (AA contrast). */
export function difficultyColor(level: number): string {
  return DIFFICULTY_PALETTE[levelOf(level)].ink;
}

export function DifficultyTag({ level }: { level: number }) {
  const name = useDifficultyName();
  const { ink, tint } = DIFFICULTY_PALETTE[levelOf(level)];
  return (
    <span
      className="inline-block rounded border px-2 py-0.5 text-xs font-medium whitespace-nowrap"
      style={{ color: ink, backgroundColor: tint, borderColor: ink }}
      data-testid="difficulty-tag"
    >
      {name(level)}
    </span>
  );
}
