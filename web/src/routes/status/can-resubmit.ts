import { JudgeStatus } from '@verdict/common';

/**
 * Whether the viewer may send the submission to its judge once more: only its owner, and only
 * while it is Submitted Failed (it never reached the remote judge). The server checks the same.
 */
export function canResubmit(
  submission: { uid: string; status: number },
  viewerUid: string | null | undefined,
) {
  return (
    Boolean(viewerUid) && submission.uid === viewerUid && submission.status === JudgeStatus.SUBMITTED_FAILED
  );
}
