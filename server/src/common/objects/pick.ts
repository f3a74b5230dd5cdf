/**
 * The named fields of a row, copied into a new object: for wire views that show a row's columns
 * under their own names, so the view lists the names once instead of `name: row.name` per line.
 */
export function pick<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) picked[key] = row[key];
  return picked;
}
