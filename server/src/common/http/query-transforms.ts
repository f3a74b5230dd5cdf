/**
 * class-transformer `@Transform` helpers for query and body values that arrive as text: a value
 * left out (or empty) stays undefined, so `@IsOptional` lets it pass.
 */
type Input = { value: unknown };

/** `true`/`'true'`/`'1'` → true; anything else given → false. */
export const toBool = ({ value }: Input) =>
  value === undefined || value === '' ? undefined : value === true || value === 'true' || value === '1';

/** A number from text; NaN (not a number) fails the `@IsInt` that follows. */
export const toInt = ({ value }: Input) =>
  value === undefined || value === null || value === '' ? undefined : Number(value);

/** A string without its surrounding white space; anything else is left for the checks that follow. */
export const toTrimmed = ({ value }: Input) => (typeof value === 'string' ? value.trim() : value);

/** The same, where a blank string counts as left out. */
export const toTrimmedOrUndefined = ({ value }: Input) =>
  typeof value === 'string' ? value.trim() || undefined : value;
