import type { TFunction } from 'i18next';
import { isJudgeStatusCode, JUDGE_STATUS_INFO, type VerificationReason } from '@verdict/common';

/** A verification row's reason as one line: which case decided, with which verdict. */
export function verificationReasonText(reason: VerificationReason, t: TFunction): string {
  const status = reason.status;
  const verdict =
    status === undefined ? '' : isJudgeStatusCode(status) ? JUDGE_STATUS_INFO[status].short : String(status);
  return t(`importExport.verification.reasons.${reason.code}`, {
    case: reason.case,
    verdict,
    language: reason.language,
  });
}
