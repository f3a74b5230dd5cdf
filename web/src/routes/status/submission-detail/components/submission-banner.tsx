import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@verdict/common';
import { statusColorClass, useStatusName } from '@/components/common/status-tag';
import { WaitReasonNote } from '@/components/common/wait-reason-note';
import { formatLength, formatMemory, formatTime } from '@/lib/format';
import type { SubmissionDetail } from '@/types/submission';

const ERROR_STATUSES: number[] = [
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
];

/**
 * The verdict (marked when set by hand), then the error message on ce/se/sf, otherwise time,
 * memory, length, language and author.
 */
export function SubmissionBanner({ detail }: { detail: SubmissionDetail }) {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const { submission } = detail;
  const showError = ERROR_STATUSES.includes(submission.status);
  return (
    <section
      className={`rounded-lg border p-4 ${statusColorClass(submission.status)}`}
      data-testid="submission-banner"
      data-status={submission.status}
    >
      <h1 className="text-xl font-bold">
        {statusName(submission.status)}
        {submission.isManual ? (
          // The verdict was set by an admin, not by the judge: the status list marks it the same way.
          <span
            className="ml-2 align-middle text-sm font-medium text-amber-700"
            data-testid="submission-manual"
          >
            {t('submission.manual')}
          </span>
        ) : null}
      </h1>
      <WaitReasonNote status={submission.status} reason={submission.waitReason} className="mt-1 text-sm" />
      {showError ? (
        <pre className="mt-2 max-h-72 overflow-auto rounded bg-white/70 p-3 font-mono text-xs whitespace-pre-wrap text-slate-800">
          {submission.errorMessage}
        </pre>
      ) : (
        <p className="mt-1 flex flex-wrap gap-x-4 text-sm">
          <span>{t('submission.timeValue', { value: formatTime(submission.time) })}</span>
          <span>{t('submission.memoryValue', { value: formatMemory(submission.memory) })}</span>
          <span>{t('submission.lengthValue', { value: formatLength(submission.length) })}</span>
          <span>{t('submission.languageValue', { value: submission.language })}</span>
          <span>{t('submission.authorValue', { value: submission.username })}</span>
        </p>
      )}
    </section>
  );
}
