import type { AuditTarget } from '../audit/audit-trail.service';
import type { ProblemEntity } from './problem.entity';

/** A problem as the audit log names it: its display id and title. */
export function problemTarget(problem: Pick<ProblemEntity, 'id' | 'problemId' | 'title'>): AuditTarget {
  return { kind: 'problem', id: problem.id, label: `${problem.problemId} · ${problem.title}` };
}
