import { JudgeStatus } from '@verdict/common';

export const HIDDEN_ERROR_MESSAGE = 'The error message does not support viewing.';
export const SYSTEM_ERROR_NOTICE = 'The judge failed on this submission; please contact an administrator.';

export interface ErrorMessageViewer {
  /** May read the submission's code (the same rule as the detail's `code`). */
  canSeeCode: boolean;
  /** Reads the judge's own reason for a System Error (the `sees-judge-failures` staff power). */
  seesJudgeFailures: boolean;
}

/**
 * A System Error's reason is the judge host's own words (paths, stack traces, broken test data):
 * admins read it, everyone else a notice; the log keeps it too.
 */
export function judgeFailureSeenBy(seesJudgeFailures: boolean, reason: string): string {
  return seesJudgeFailures ? reason : SYSTEM_ERROR_NOTICE;
}

/**
 * The `errorMessage` a viewer reads on the submission detail. Only compile errors, System Errors
 * and failed submits carry one; compiler output quotes the code, so it follows
 * the code's visibility.
 */
export function errorMessageSeenBy(
  status: number,
  message: string | null,
  viewer: ErrorMessageViewer,
): string | null {
  if (message === null) return null;
  switch (status) {
    case JudgeStatus.SYSTEM_ERROR:
      return judgeFailureSeenBy(viewer.seesJudgeFailures, message);
    case JudgeStatus.COMPILE_ERROR:
      return viewer.canSeeCode ? message : HIDDEN_ERROR_MESSAGE;
    case JudgeStatus.SUBMITTED_FAILED:
      return message;
    default:
      return HIDDEN_ERROR_MESSAGE;
  }
}
