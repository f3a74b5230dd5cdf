import { Component, lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { useLastWeekSubmissions } from '@/hooks/api/home';
import { toSubmissionChartData } from '../submission-chart-data';
import { HomeCard } from './home-card';
import '@/i18n/areas/home';

const SubmissionChart = lazy(() => import('./submission-chart'));

/** A chart chunk that fails to load shows a line in its card, not the route's error page. */
class ChartBoundary extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Submissions and accepted ones per day over the last week (HOJ getLastWeekSubmissionStatistics). */
export function LastWeekSubmissions() {
  const { t } = useTranslation();
  const { data, error, isLoading, mutate } = useLastWeekSubmissions();
  const chart = data ? toSubmissionChartData(data) : null;
  return (
    <HomeCard
      id="home-submission-statistics"
      title={t('homePage.lastWeekSubmissions')}
      loading={isLoading && !data}
      error={data ? undefined : error}
      empty={!!chart?.empty}
      emptyText={t('homePage.noSubmissions')}
      onRetry={() => void mutate()}
    >
      {chart ? (
        <ChartBoundary
          fallback={<p className="py-6 text-center text-sm text-red-700">{t('homePage.loadFailed')}</p>}
        >
          <Suspense
            fallback={
              <div className="flex h-64 items-center justify-center">
                <Spinner />
              </div>
            }
          >
            <SubmissionChart data={chart} />
          </Suspense>
        </ChartBoundary>
      ) : null}
    </HomeCard>
  );
}
