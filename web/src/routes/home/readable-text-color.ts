/** The text colour for a user title badge: white where it reads well on the title's colour, else dark. */
import { contrastRatio } from '@/lib/contrast-ratio';

const WHITE = '#ffffff';
const DARK = '#0f172a';

export function readableTextColor(background: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return WHITE;
  return contrastRatio(WHITE, background) >= 4.5 ? WHITE : DARK;
}
