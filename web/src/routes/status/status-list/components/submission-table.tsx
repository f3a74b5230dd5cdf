import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isFinalStatus } from '@verdict/common';
import { StatusTag } from '@/components/common/status-tag';
import { WaitReasonNote } from '@/components/common/wait-reason-note';
import { confirmAction } from '@/components/ui/confirm';
import { Spinner } from '@/components/ui/spinner';
import { rejudge } from '@/hooks/api/submission';
import { formatDateTime, formatLength, formatMemory, formatTime } from '@/lib/format';
import { useAbilities, useSession } from '@/stores/session';
import { toast } from '@/stores/ui';
import type { Submission } from '@/types/submission';
import { canResubmit } from '../../can-resubmit';
import { SITE_SUBMISSION_LINKS, type SubmissionLinks } from '../../submission-links';
import { useResubmit } from '../../use-resubmit';
import { canManuallyJudge } from './manual-judge-dialog';

/** Cells that only wide screens give a column of their own. */
const WIDE_ONLY = 'hidden py-2 md:table-cell';

interface SubmissionTableProps {
  records: Submission[];
  onManualJudge: (submission: Submission) => void;
  onChanged: () => void;
  /** Where the run id and the problem point; the site's pages unless given. */
  links?: SubmissionLinks;
}

/**
 * Columns by role: rejudge for super admins or VIP teachers, manual judge for
 * admins/teachers. The owner of a Submitted Failed row resubmits it by clicking its status, as on HOJ. On phones (under 768 px) only run id, problem and status keep a column, so
 * the status stays on screen; the other figures go on a line under the problem.
 */
export function SubmissionTable({
  records,
  onManualJudge,
  onChanged,
  links = SITE_SUBMISSION_LINKS,
}: SubmissionTableProps) {
  const { t } = useTranslation();
  const abilities = useAbilities();
  const viewerUid = useSession().user?.uid;
  const resending = useResubmit(onChanged);
  const showRejudge = abilities.isSuperAdmin || (abilities.isTeacher && abilities.isVip);
  const showManual = abilities.isAdmin || abilities.isTeacher;
  // Rejudged here: their button shows progress until the list polls a final verdict.
  const [rejudged, setRejudged] = useState<number[]>([]);
  const doRejudge = async (submitId: number) => {
    if (!(await confirmAction(t('adminUsers.submission.rejudgeConfirm', { id: submitId })))) return;
    await rejudge(submitId);
    setRejudged((ids) => [...ids, submitId]);
    toast('success', t('message.rejudgeSuccessfully'));
    onChanged();
  };
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm md:min-w-[900px]" data-testid="submission-table">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="py-2 pr-2">{t('submission.runId')}</th>
            <th className="py-2 pr-2">{t('submission.problem')}</th>
            <th className="py-2">{t('submission.status')}</th>
            <th className={WIDE_ONLY}>{t('submission.score')}</th>
            <th className={WIDE_ONLY}>{t('submission.time')}</th>
            <th className={WIDE_ONLY}>{t('submission.memory')}</th>
            <th className={WIDE_ONLY}>{t('submission.length')}</th>
            <th className={WIDE_ONLY}>{t('submission.language')}</th>
            <th className={WIDE_ONLY}>{t('submission.author')}</th>
            <th className={WIDE_ONLY}>{t('submission.submitTime')}</th>
            {showRejudge || showManual ? <th className="py-2">{t('submission.option')}</th> : null}
          </tr>
        </thead>
        <tbody>
          {records.map((row) => (
            <tr
              key={row.submitId}
              className="border-b border-slate-100 hover:bg-slate-50"
              data-submit-id={row.submitId}
            >
              <td className="py-2 pr-2 align-top md:align-middle">
                <Link className="text-blue-700 hover:underline" to={links.detail(row.submitId)}>
                  {row.submitId}
                </Link>
              </td>
              <td className="py-2 pr-2 align-top break-words md:align-middle">
                <Link className="text-blue-700 hover:underline" to={links.problem(row)}>
                  {row.displayPid}
                  {row.title ? ` ${row.title}` : ''}
                </Link>
                <PhoneFigures row={row} />
              </td>
              <td className="py-2 align-top md:align-middle" data-testid="status-cell">
                {canResubmit(row, viewerUid) ? (
                  <button
                    type="button"
                    className="group inline-flex items-center gap-1 disabled:cursor-wait disabled:opacity-60"
                    title={t('submission.resubmitHint')}
                    disabled={resending.isSending(row.submitId)}
                    data-testid="resubmit"
                    onClick={() => resending.resubmit(row.submitId)}
                  >
                    <StatusTag status={row.status} />{' '}
                    <span className="text-xs text-blue-700 group-hover:underline">
                      {t('submission.resubmit')}
                    </span>
                  </button>
                ) : (
                  <Link to={links.detail(row.submitId)}>
                    <StatusTag status={row.status} />
                  </Link>
                )}
                {row.isManual ? (
                  <span className="ml-1 text-xs text-amber-600">{t('submission.manual')}</span>
                ) : null}
                <WaitReasonNote
                  status={row.status}
                  reason={row.waitReason}
                  className="mt-0.5 text-xs text-slate-500"
                />
              </td>
              <td className={WIDE_ONLY}>{row.score ?? '--'}</td>
              <td className={WIDE_ONLY}>{formatTime(row.time)}</td>
              <td className={WIDE_ONLY}>{formatMemory(row.memory)}</td>
              <td className={WIDE_ONLY}>{formatLength(row.length)}</td>
              <td className={WIDE_ONLY}>{row.language}</td>
              <td className={WIDE_ONLY}>
                <Link
                  className="hover:underline"
                  to={`/user-home?username=${encodeURIComponent(row.username)}`}
                >
                  {row.username}
                </Link>
              </td>
              <td className={`${WIDE_ONLY} whitespace-nowrap`}>{formatDateTime(row.submitTime)}</td>
              {showRejudge || showManual ? (
                <td className="flex gap-1 py-2">
                  {showRejudge ? (
                    rejudged.includes(row.submitId) && !isFinalStatus(row.status) ? (
                      <span className="btn btn-sm gap-1" role="status" data-testid="rejudge-progress">
                        <Spinner className="h-3 w-3" />
                        {t('adminUsers.submission.rejudging')}
                      </span>
                    ) : (
                      <button
                        type="button"
                        className="btn btn-sm"
                        onClick={() => void doRejudge(row.submitId).catch(() => undefined)}
                      >
                        {t('submission.rejudge')}
                      </button>
                    )
                  ) : null}
                  {showManual && canManuallyJudge(row.status, abilities.isSuperAdmin) ? (
                    <button type="button" className="btn btn-sm" onClick={() => onManualJudge(row)}>
                      {t('submission.modify')}
                    </button>
                  ) : null}
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
      {records.length === 0 ? <p className="py-8 text-center text-slate-500">{t('common.noData')}</p> : null}
    </div>
  );
}

/** Under the problem on phones: what the hidden columns hold, on one wrapping line. */
function PhoneFigures({ row }: { row: Submission }) {
  const { t } = useTranslation();
  const figures = [
    row.score !== null && row.score !== undefined ? t('submission.scoreValue', { score: row.score }) : null,
    formatTime(row.time),
    formatMemory(row.memory),
    row.language,
    row.username,
    formatDateTime(row.submitTime),
  ].filter(Boolean);
  return (
    <div className="mt-0.5 text-xs text-slate-500 md:hidden" data-testid="phone-figures">
      {figures.join(' · ')}
    </div>
  );
}
