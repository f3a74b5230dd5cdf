/** A problem's extra files (`userExtraFile`: JSON map of file name to content); bad JSON means none. */
export function parseExtraFiles(raw: string | null | undefined): [string, string][] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
    return Object.entries(parsed as Record<string, unknown>).map(([name, content]) => [
      name,
      String(content ?? ''),
    ]);
  } catch {
    return [];
  }
}
