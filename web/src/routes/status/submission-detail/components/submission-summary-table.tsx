import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusTag } from '@/components/common/status-tag';
import { formatDateTime, formatLength, formatMemory, formatTime } from '@/lib/format';
import type { Submission } from '@/types/submission';

/** The one-row table of seed 1 §2; the score column is shown for scored (IO) submissions. */
export function SubmissionSummaryTable({ submission }: { submission: Submission }) {
  const { t } = useTranslation();
  const scored = submission.score !== null && submission.score !== undefined;
  const problemId = submission.displayPid || String(submission.pid);
  return (
    <div className="card overflow-x-auto">
      <table className="w-full min-w-[720px] text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="p-2">{t('submission.runId')}</th>
            <th className="p-2">{t('submission.submitTime')}</th>
            <th className="p-2">{t('submission.problem')}</th>
            <th className="p-2">{t('submission.status')}</th>
            <th className="p-2">{t('submission.time')}</th>
            <th className="p-2">{t('submission.memory')}</th>
            {scored ? <th className="p-2">{t('submission.score')}</th> : null}
            <th className="p-2">{t('submission.length')}</th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <td className="p-2">{submission.submitId}</td>
            <td className="p-2">{formatDateTime(submission.submitTime)}</td>
            <td className="p-2">
              <Link
                className="text-blue-700 hover:underline"
                to={`/problem/${encodeURIComponent(problemId)}`}
              >
                {problemId}
              </Link>
            </td>
            <td className="p-2">
              <StatusTag status={submission.status} />
            </td>
            <td className="p-2">{formatTime(submission.time)}</td>
            <td className="p-2">{formatMemory(submission.memory)}</td>
            {scored ? <td className="p-2">{submission.score}</td> : null}
            <td className="p-2">{formatLength(submission.length)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}
