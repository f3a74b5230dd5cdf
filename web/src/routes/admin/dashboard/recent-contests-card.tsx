import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useDashboardInfo } from '@/hooks/api/admin-dashboard';
import { formatDateTime } from '@/lib/format';
import { RULE_KEYS } from '../../contest/contest-labels';
import { DashboardCard } from './dashboard-card';

/** Contests that started in the last 14 days or are still to come, newest first. */
export function RecentContestsCard() {
  const { t } = useTranslation();
  const { data, error, mutate } = useDashboardInfo();
  return (
    <DashboardCard
      id="recent-contests-title"
      title={t('adminDashboard.recentContests')}
      data={data?.recentContests}
      error={error}
      onRetry={() => void mutate()}
      isEmpty={(contests) => contests.length === 0}
      emptyText={t('adminDashboard.noRecentContests')}
    >
      {(contests) => (
        <ul className="divide-y divide-slate-100 text-sm" data-testid="recent-contests">
          {contests.map((contest) => (
            <li key={contest.id} className="flex flex-wrap gap-x-3 py-1.5">
              <Link
                className="font-medium text-blue-700 hover:underline"
                to={`/admin/contest/${contest.id}/edit`}
              >
                {contest.title}
              </Link>
              <span className="text-slate-500">{t(RULE_KEYS[contest.type] ?? 'contest.acm')}</span>
              <span className="text-slate-500">
                {formatDateTime(contest.startTime)} – {formatDateTime(contest.endTime)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
