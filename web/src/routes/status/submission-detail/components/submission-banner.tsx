import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@verdict/common';
import { statusColorClass, useStatusName } from '@/components/common/status-tag';
import { WaitReasonNote } from '@/components/common/wait-reason-note';
import { formatLength, formatMemory, formatTime } from '@/lib/format';
import { useSession } from '@/stores/session';
import type { SubmissionDetail } from '@/types/submission';
import { canResubmit } from '../../can-resubmit';
import { RemoteRunNote } from './remote-run-note';
import { ResubmitButton } from './resubmit-button';

const ERROR_STATUSES: number[] = [
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
];

interface SubmissionBannerProps {
  detail: SubmissionDetail;
  /** Reloads the submission after its owner resubmitted it; without it no Resubmit button shows. */
  onResubmitted?: () => void;
}

/**
 * The verdict (marked when set by hand) and, for a remote problem, the judge and run that gave it;
 * then the error message on ce/se/sf, otherwise time, memory, length, language and author. The
 * owner of a Submitted Failed submission reads why it failed and may resubmit it.
 */
export function SubmissionBanner({ detail, onResubmitted }: SubmissionBannerProps) {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const viewerUid = useSession().user?.uid;
  const { submission } = detail;
  const showError = ERROR_STATUSES.includes(submission.status);
  const resubmittable = canResubmit(submission, viewerUid);
  return (
    <section
      className={`rounded-lg border p-4 ${statusColorClass(submission.status)}`}
      data-testid="submission-banner"
      data-status={submission.status}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
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
        {resubmittable && onResubmitted ? (
          <ResubmitButton submitId={submission.submitId} onResubmitted={onResubmitted} />
        ) : null}
      </div>
      {detail.remoteRun ? <RemoteRunNote run={detail.remoteRun} /> : null}
      <WaitReasonNote status={submission.status} reason={submission.waitReason} className="mt-1 text-sm" />
      {submission.status === JudgeStatus.SUBMITTED_FAILED && submission.errorMessage ? (
        <p className="mt-2 text-sm font-semibold">{t('submission.failedReason')}</p>
      ) : null}
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
