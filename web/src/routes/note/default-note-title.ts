/** A new note is titled with today's local date and a "new note" suffix. */
export function defaultNoteTitle(today: Date, suffix: string): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${today.getFullYear()}-${pad(today.getMonth() + 1)}-${pad(today.getDate())}`;
  return `${date} ${suffix}`;
}
