import type { AuditChanges } from '@verdict/common';

/** A value as JSON keeps it: a time as its ISO text, so two equal times compare equal. */
function comparable(value: unknown): unknown {
  return value instanceof Date ? value.toISOString() : value;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(a) ?? null) === JSON.stringify(comparable(b) ?? null);
}

/**
 * The fields whose values differ between two snapshots of a thing, each side holding only those
 * (a field one snapshot lacks counts as null); both empty when nothing changed.
 */
export function changedFields(
  before: AuditChanges,
  after: AuditChanges,
): { before: AuditChanges; after: AuditChanges } {
  const changed = { before: {} as AuditChanges, after: {} as AuditChanges };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (same(before[key], after[key])) continue;
    changed.before[key] = comparable(before[key]) ?? null;
    changed.after[key] = comparable(after[key]) ?? null;
  }
  return changed;
}
