/**
 * The editor collapses runs of 8 or more blank lines. A run of that length is
 * squeezed to one blank line so pasted code with huge gaps stays readable.
 */
export const BLANK_RUN_LIMIT = 8;

export function collapseBlankLines(code: string): string {
  const lines = code.split('\n');
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length >= BLANK_RUN_LIMIT) out.push('');
    else out.push(...run);
    run = [];
  };
  for (const line of lines) {
    if (line.trim() === '') run.push(line);
    else {
      flush();
      out.push(line);
    }
  }
  flush();
  return out.join('\n');
}
