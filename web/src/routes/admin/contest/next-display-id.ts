/** The first letter from A to Z no problem of the contest shows yet; empty once all are taken. */
export function nextDisplayId(taken: readonly string[]): string {
  const used = new Set(taken.map((id) => id.trim().toUpperCase()));
  for (let code = 65; code <= 90; code++) {
    const letter = String.fromCharCode(code);
    if (!used.has(letter)) return letter;
  }
  return '';
}
