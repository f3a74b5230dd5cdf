/** A positive whole number from a path segment or query value, or 0, which loads nothing. */
export function idParam(value: string | null | undefined): number {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : 0;
}
