import type { VerdictSubmission } from '../../events/events';
import type { SubmissionEntity } from './submission.entity';

/** The submission's part of `submission.verdict` (`VerdictChanged`). */
export function verdictSubmission(row: SubmissionEntity): VerdictSubmission {
  const { submitId, uid, username, pid, displayPid, cid, cpid, gid, submitTime, version } = row;
  return { submitId, uid, username, pid, displayPid, cid, cpid, gid, submitTime, version };
}
