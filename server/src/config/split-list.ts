/** The entries of a comma-separated variable, trimmed, empty ones dropped. */
export function splitList(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
