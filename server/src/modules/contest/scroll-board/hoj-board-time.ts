/** HOJ's scroll board page writes and parses its times in China Standard Time (UTC+8). */
const BOARD_UTC_OFFSET_MS = 8 * 3600_000;

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A time as HOJ's scroll board page parses it: `yyyy/MM/dd HH:mm:ss` at UTC+8 (the page reads
 * neither ISO dates nor offsets). The page only subtracts these times from one another.
 */
export function hojBoardTime(at: Date): string {
  const t = new Date(at.getTime() + BOARD_UTC_OFFSET_MS);
  const date = `${t.getUTCFullYear()}/${two(t.getUTCMonth() + 1)}/${two(t.getUTCDate())}`;
  return `${date} ${two(t.getUTCHours())}:${two(t.getUTCMinutes())}:${two(t.getUTCSeconds())}`;
}
