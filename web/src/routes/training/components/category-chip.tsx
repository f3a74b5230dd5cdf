import { contrastRatio } from '@/lib/contrast-ratio';

const HEX = /^#[0-9a-f]{6}$/i;

/** A training category in its own colour, with black or white text, whichever reads better on it. */
export function CategoryChip({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null;
  const background = color && HEX.test(color) ? color : '#e2e8f0';
  const ink =
    contrastRatio('#ffffff', background) >= contrastRatio('#0f172a', background) ? '#ffffff' : '#0f172a';
  return (
    <span
      className="inline-block rounded px-2 py-0.5 text-xs font-medium whitespace-nowrap"
      style={{ backgroundColor: background, color: ink }}
      data-testid="category-chip"
    >
      {name}
    </span>
  );
}
