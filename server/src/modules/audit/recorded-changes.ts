import { AUDIT_SECRET_MASK, type AuditChanges } from '@verdict/common';

/** Field names that hold a secret: passwords (`pwd`, `emailPassword`), keys, tokens. */
const SECRET_FIELD = /pass(word)?$|pwd$|secret|token|api_?key|private_?key/i;
/** Texts are cut to this length: the log shows what changed, not whole statements. */
export const RECORDED_TEXT_LENGTH = 200;

function recordedValue(key: string, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (SECRET_FIELD.test(key)) return value === '' ? '' : AUDIT_SECRET_MASK;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && value.length > RECORDED_TEXT_LENGTH) {
    return `${value.slice(0, RECORDED_TEXT_LENGTH)}…`;
  }
  return value;
}

/**
 * Changes as the log keeps them: a secret's value masked (an empty one left empty, so clearing it
 * still shows), times as ISO text, long texts cut.
 */
export function recordedChanges(changes: AuditChanges | null | undefined): AuditChanges | null {
  if (!changes) return null;
  return Object.fromEntries(Object.entries(changes).map(([key, value]) => [key, recordedValue(key, value)]));
}
