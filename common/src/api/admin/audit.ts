/** The audit log of admin actions (`/api/admin/audit`, super admins). `TTime` as in `./index`. */

/** Every action the log records; the part before the dot names the kind of thing acted on. */
export const AUDIT_ACTIONS = [
  'user.role',
  'user.status',
  'user.edit',
  'user.import',
  'user.delete',
  'submission.rejudge',
  'submission.manual-judge',
  'submission.cancel',
  'problem.visibility',
  'problem.test-data',
  'contest.edit',
  'config.change',
  'switch.change',
  'group.disband',
  'message.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an action was done to; `config` targets are the settings groups (`website`, `email`, …). */
export const AUDIT_TARGET_KINDS = [
  'user',
  'submission',
  'problem',
  'contest',
  'config',
  'group',
  'discussion',
  'comment',
  'reply',
  'chat-message',
] as const;
export type AuditTargetKind = (typeof AUDIT_TARGET_KINDS)[number];

/** The fields an action changed, by their wire names; null where there was nothing before or after. */
export type AuditChanges = Record<string, unknown>;

/** What a password, key or token is recorded as once it is set; an empty one stays empty. */
export const AUDIT_SECRET_MASK = '***';

/** One recorded action: who, when, from where, what, on which target, and the changed fields. */
export interface AuditEntryView<TTime = string> {
  id: number;
  uid: string;
  username: string;
  /** The client's address as the API saw it (through trusted proxies, see TRUST_PROXY). */
  ip: string;
  action: AuditAction;
  targetKind: AuditTargetKind;
  /** Empty for an action on several things at once (an import). */
  targetId: string;
  /** A name to read the target by, as it was then (a username, a title). */
  targetLabel: string;
  before: AuditChanges | null;
  after: AuditChanges | null;
  gmtCreate: TTime;
}
