/**
 * A group problem's display id starts with its group's short name (HOJ: `shortName + problemId`),
 * so two groups may both have an "A1" without taking each other's id. An id the author already
 * typed with the prefix keeps a single one. Display ids are stored upper-case, as short names are.
 */
export function groupDisplayId(shortName: string, typed: string): string {
  const prefix = shortName.trim().toUpperCase();
  const id = typed.trim().toUpperCase();
  return id.startsWith(prefix) ? id : prefix + id;
}
