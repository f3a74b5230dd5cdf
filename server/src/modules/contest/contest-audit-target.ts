import type { AuditTarget } from '../audit/audit-trail.service';
import type { ContestEntity } from './contest.entity';

/** A contest as the audit log names it: by its title. */
export function contestTarget(contest: Pick<ContestEntity, 'id' | 'title'>): AuditTarget {
  return { kind: 'contest', id: contest.id, label: contest.title };
}
