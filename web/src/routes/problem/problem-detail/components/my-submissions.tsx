import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { StatusTag } from '@/components/common/status-tag';
import { Pagination } from '@/components/ui/pagination';
import { useContestSubmissions } from '@/hooks/api/contest';
import { useSubmissionList } from '@/hooks/api/submission';
import { formatDateTime, formatMemory, formatTime } from '@/lib/format';
import { useProblemScope } from '../problem-scope';

/** My submissions show 15 per page. */
export const MY_SUBMISSIONS_PAGE_SIZE = 15;

export function MySubmissions({ problemId }: { problemId: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { cid, gid } = useProblemScope();
  const query = {
    onlyMine: true,
    problemID: problemId,
    completeProblemID: true,
    currentPage: page,
    limit: MY_SUBMISSIONS_PAGE_SIZE,
    // A group's problem lists the submissions made in the group.
    ...(gid ? { gid } : {}),
  };
  // Inside a contest the list is the contest's (its display ids), else the problem set's.
  const inProblemSet = useSubmissionList(cid ? null : query);
  const inContest = useContestSubmissions(cid ? { ...query, contestID: cid } : null);
  const { data } = cid ? inContest : inProblemSet;
  return (
    <div className="overflow-x-auto" data-testid="my-submissions">
      <table className="w-full text-sm">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="py-2">{t('submission.submitTime')}</th>
            <th className="py-2">{t('submission.status')}</th>
            <th className="py-2">{t('submission.time')}</th>
            <th className="py-2">{t('submission.memory')}</th>
            <th className="py-2">{t('submission.language')}</th>
          </tr>
        </thead>
        <tbody>
          {(data?.records ?? []).map((row) => (
            <tr key={row.submitId} className="border-b border-slate-100">
              <td className="py-2">{formatDateTime(row.submitTime)}</td>
              <td className="py-2">
                <Link to={`/submission-detail/${row.submitId}`}>
                  <StatusTag status={row.status} />
                </Link>
              </td>
              <td className="py-2">{formatTime(row.time)}</td>
              <td className="py-2">{formatMemory(row.memory)}</td>
              <td className="py-2">{row.language}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {data && data.records.length === 0 ? (
        <p className="py-6 text-center text-slate-500">{t('common.noData')}</p>
      ) : null}
      <Pagination
        page={page}
        pageSize={MY_SUBMISSIONS_PAGE_SIZE}
        total={data?.total ?? 0}
        onPageChange={setPage}
      />
    </div>
  );
}
