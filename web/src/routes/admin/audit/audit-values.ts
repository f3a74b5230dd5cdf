import { type AuditEntryView, isJudgeStatusCode, JUDGE_STATUS_INFO } from '@verdict/common';

/** Names of the values the log knows more of than their codes. */
export interface ValueNames {
  /** An account's role, by its code (1000–1009). */
  role: (code: number) => string;
}

/** One changed field: what it held before and after, as text ("—" for nothing). */
export interface AuditChangeRow {
  field: string;
  before: string;
  after: string;
}

const NOTHING = '—';

/** A recorded value as text: a submission's verdict and an account's role by name, lists joined. */
export function auditValueText(
  action: AuditEntryView['action'],
  field: string,
  value: unknown,
  names: ValueNames,
): string {
  if (value === null || value === undefined || value === '') return NOTHING;
  if (typeof value === 'number') {
    if (field === 'status' && action.startsWith('submission.') && isJudgeStatusCode(value)) {
      return JUDGE_STATUS_INFO[value].name;
    }
    if (field === 'role') return names.role(value);
  }
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** An entry's changes, one row per field of either side, in the order the entry names them. */
export function auditChangeRows(
  entry: Pick<AuditEntryView, 'action' | 'before' | 'after'>,
  names: ValueNames,
): AuditChangeRow[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: auditValueText(entry.action, field, before[field], names),
    after: auditValueText(entry.action, field, after[field], names),
  }));
}
