import type { AuditRecord } from '../audit/audit-trail.service';
import type { UserAccount } from '../user/user-account';

/** The account fields the back office's edit changes, apart from role and status. */
function editedFields(account: UserAccount) {
  const { username, realname, email, isVip, titleName, titleColor, password } = account;
  return { username, realname, email, isVip, titleName, titleColor, password };
}

/**
 * An account edit as the audit log keeps it: a role change and a status change each on its own
 * (`user.role`, `user.status`), the other fields together (`user.edit`, the password masked).
 * The audit trail drops the records whose fields did not change.
 */
export function accountEditRecords(before: UserAccount, after: UserAccount): AuditRecord[] {
  const target = { kind: 'user', id: after.uid, label: after.username } as const;
  return [
    { action: 'user.role', target, before: { role: before.role }, after: { role: after.role } },
    { action: 'user.status', target, before: { status: before.status }, after: { status: after.status } },
    { action: 'user.edit', target, before: editedFields(before), after: editedFields(after) },
  ];
}

/** How accounts came in: a CSV import, one added by hand, or generated ones. */
export type AccountSource = 'csv' | 'form' | 'generated';

/** New accounts as the audit log keeps them: by name, never their passwords. */
export function newAccountsRecord(
  via: AccountSource,
  usernames: string[],
  single?: { uid: string; role: number },
): AuditRecord {
  return {
    action: 'user.import',
    target: { kind: 'user', id: single?.uid ?? '', label: usernames.join(', ') },
    before: null,
    after: { via, count: usernames.length, usernames, ...(single ? { role: single.role } : {}) },
  };
}
