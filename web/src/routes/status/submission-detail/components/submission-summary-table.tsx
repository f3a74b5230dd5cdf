import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { JudgeStatus } from '@verdict/common';
import { StatusTag } from '@/components/common/status-tag';
import { formatDateTime, formatLength, formatMemory, formatTime } from '@/lib/format';
import type { Submission } from '@/types/submission';
import { SITE_SUBMISSION_LINKS, type SubmissionLinks } from '../../submission-links';

/** Nothing ran after a compile error or a failed submit: no "0 ms / 0 KB" that reads like a run. */
const NOT_RUN: number[] = [JudgeStatus.COMPILE_ERROR, JudgeStatus.SUBMITTED_FAILED];

/**
 * The submission's one-row summary table; the score column is shown for scored (IO) submissions. On
 * phones (under 768 px) the same fields stack as label/value pairs, so the status is on screen.
 */
export function SubmissionSummaryTable({
  submission,
  links = SITE_SUBMISSION_LINKS,
}: {
  submission: Submission;
  links?: SubmissionLinks;
}) {
  const { t } = useTranslation();
  const scored = submission.score !== null && submission.score !== undefined;
  const ran = !NOT_RUN.includes(submission.status);
  const problemId = submission.displayPid || String(submission.pid);
  const fields: [string, ReactNode][] = [
    [t('submission.runId'), submission.submitId],
    [t('submission.submitTime'), formatDateTime(submission.submitTime)],
    [
      t('submission.problem'),
      <Link className="text-blue-700 hover:underline" to={links.problem(submission)}>
        {problemId}
      </Link>,
    ],
    [t('submission.status'), <StatusTag status={submission.status} />],
    ...(ran
      ? ([
          [t('submission.time'), formatTime(submission.time)],
          [t('submission.memory'), formatMemory(submission.memory)],
        ] as [string, ReactNode][])
      : []),
    ...(scored ? ([[t('submission.score'), submission.score]] as [string, ReactNode][]) : []),
    [t('submission.length'), formatLength(submission.length)],
  ];
  return (
    <div className="card" data-testid="submission-summary">
      <table className="hidden w-full text-sm md:table">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            {fields.map(([label]) => (
              <th key={label} className="p-2">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            {fields.map(([label, value]) => (
              <td key={label} className="p-2">
                {value}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 p-3 text-sm md:hidden">
        {fields.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-slate-500">{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
