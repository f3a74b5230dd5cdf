import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AssistantUsageCard } from './assistant-usage-card';
import { DashboardCounts } from './dashboard-counts';
import { JudgeQueueCard } from './judge-queue-card';
import { JudgeServersCard } from './judge-servers-card';
import { RecentContestsCard } from './recent-contests-card';

/** /admin: the site at a glance, re-read every few seconds while it is open. */
export default function AdminDashboardPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminDashboard.title'));
  return (
    <div className="flex flex-col gap-3" data-testid="admin-dashboard">
      <h1 className="text-lg font-semibold">{t('adminDashboard.title')}</h1>
      <DashboardCounts />
      <JudgeServersCard />
      <JudgeQueueCard />
      <AssistantUsageCard />
      <RecentContestsCard />
    </div>
  );
}
