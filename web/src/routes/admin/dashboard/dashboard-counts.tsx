import { useTranslation } from 'react-i18next';
import { useDashboardInfo } from '@/hooks/api/admin-dashboard';

const COUNTS = [
  { field: 'userCount', key: 'adminDashboard.users' },
  { field: 'problemCount', key: 'adminDashboard.problems' },
  { field: 'contestCount', key: 'adminDashboard.contests' },
  { field: 'todaySubmissionCount', key: 'adminDashboard.todaySubmissions' },
] as const;

/** The four site-wide counts; a dash stands in until the first answer comes. */
export function DashboardCounts() {
  const { t } = useTranslation();
  const { data, error } = useDashboardInfo();
  return (
    <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
      {COUNTS.map(({ field, key }) => (
        <div key={field} className="card p-4" data-testid={`count-${field}`}>
          <p className="text-xs uppercase text-slate-500">{t(key)}</p>
          <p className="text-2xl font-semibold" aria-busy={!data && !error}>
            {data ? data[field] : error ? '!' : '–'}
          </p>
        </div>
      ))}
    </div>
  );
}
