import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MyStatusIcon } from '@/components/common/my-status-icon';
import { PageLoading } from '@/components/ui/spinner';
import { useContestProblems } from '@/hooks/api/contest';
import { fetchUserProblemStatus } from '@/hooks/api/problem';
import { useContest } from './contest-context';

/** The contest problem list: status icon, balloon colour, display id and title, ac/total. */
export default function ProblemsTab() {
  const { t } = useTranslation();
  const { contest } = useContest();
  const { data, error } = useContestProblems(contest.id);
  const [statuses, setStatuses] = useState<Record<string, number>>({});
  const pids = (data ?? []).map((row) => row.pid).join(',');
  useEffect(() => {
    if (!pids) return;
    fetchUserProblemStatus(pids.split(',').map(Number), contest.id).then(
      (map) =>
        setStatuses(Object.fromEntries(Object.entries(map).map(([pid, entry]) => [pid, entry.status]))),
      () => undefined,
    );
  }, [pids, contest.id]);
  if (error) throw error;
  if (!data) return <PageLoading />;
  return (
    <section className="card overflow-x-auto p-4" tabIndex={0}>
      <table className="w-full min-w-[480px] text-sm" data-testid="contest-problems">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="w-10 py-2" aria-label={t('problem.myStatus')} />
            <th className="w-16 py-2">#</th>
            <th className="py-2">{t('problem.title')}</th>
            <th className="w-32 py-2">{t('problem.acRate')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.id} className="border-b border-slate-100">
              <td className="py-2">
                <MyStatusIcon status={statuses[row.pid] ?? -10} />
              </td>
              <td className="py-2 font-mono">
                <span
                  className="mr-1 inline-block h-3 w-3 rounded-full align-middle"
                  style={{ background: row.color ?? 'transparent' }}
                  aria-hidden="true"
                />
                {row.displayId}
              </td>
              <td className="py-2">
                <Link
                  className="text-blue-700 hover:underline"
                  to={`/contest/${contest.id}/problem/${encodeURIComponent(row.displayId)}`}
                >
                  {row.displayTitle}
                </Link>
              </td>
              <td className="py-2">
                {row.ac} / {row.total}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
