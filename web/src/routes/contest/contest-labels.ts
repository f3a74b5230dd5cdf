/** i18n keys of the contest enums, as the contest list shows them. */
import { ContestAuth, ContestStatus, ContestType } from '@verdict/common';

export const RULE_KEYS: Record<number, string> = {
  [ContestType.ACM]: 'contest.acm',
  [ContestType.IOI]: 'contest.ioi',
  [ContestType.OI]: 'contest.oi',
};

export const STATUS_KEYS: Record<number, string> = {
  [ContestStatus.SCHEDULED]: 'contest.scheduled',
  [ContestStatus.RUNNING]: 'contest.running',
  [ContestStatus.ENDED]: 'contest.ended',
};

export const AUTH_KEYS: Record<number, string> = {
  [ContestAuth.PUBLIC]: 'contest.public',
  [ContestAuth.PRIVATE]: 'contest.private',
  [ContestAuth.PROTECTED]: 'contest.protected',
};

export const STATUS_COLORS: Record<number, string> = {
  [ContestStatus.SCHEDULED]: 'bg-amber-100 text-amber-900',
  [ContestStatus.RUNNING]: 'bg-green-100 text-green-900',
  [ContestStatus.ENDED]: 'bg-slate-200 text-slate-800',
};
