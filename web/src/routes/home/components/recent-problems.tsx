import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useRecentUpdatedProblems } from '@/hooks/api/home';
import { formatDateTime } from '@/lib/format';
import { HomeCard } from './home-card';
import '@/i18n/areas/home';

/** Home: the public problems changed last (HOJ getRecentUpdatedProblemList). */
export function RecentProblems() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useRecentUpdatedProblems();
  return (
    <HomeCard
      id="home-recent-problems"
      title={t('homePage.recentProblems')}
      action={
        <Link to="/problem" className="text-sm text-blue-700 hover:underline">
          {t('homePage.more')}
        </Link>
      }
      loading={isLoading && !data}
      error={data ? undefined : error}
      empty={!!data && data.length === 0}
      emptyText={t('homePage.noProblems')}
      onRetry={() => void mutate()}
    >
      <ul className="divide-y divide-slate-100">
        {(data ?? []).map((problem) => (
          <li key={problem.id} className="flex flex-wrap items-baseline gap-x-2 py-2">
            <Link
              to={`/problem/${encodeURIComponent(problem.problemId)}`}
              className="mr-auto min-w-0 break-words text-blue-700 hover:underline"
            >
              <span className="font-mono text-slate-500">{problem.problemId}</span> {problem.title}
            </Link>
            <span className="text-xs text-slate-500">{formatDateTime(problem.gmtModified)}</span>
          </li>
        ))}
      </ul>
    </HomeCard>
  );
}
