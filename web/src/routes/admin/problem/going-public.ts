import type { TFunction } from 'i18next';
import type { VerificationReport } from '@verdict/common';

/**
 * The question asked before a problem goes public: it warns first when the package's verification
 * run has not finished or gave a solution a verdict other than the one the package expects.
 */
export function goingPublicQuestion(report: VerificationReport, t: TFunction): string {
  return [
    report.judged < report.total ? t('importExport.verification.warnUnfinished') : '',
    report.mismatches > 0 ? t('importExport.verification.warnMismatches', { count: report.mismatches }) : '',
    t('importExport.verification.confirmPublic', { problemId: report.problemId }),
  ]
    .filter(Boolean)
    .join(' ');
}

/** Whether the verification run has something to warn about (false for problems without one). */
export function verificationDisagrees(report: VerificationReport): boolean {
  return report.judged < report.total || report.mismatches > 0;
}
