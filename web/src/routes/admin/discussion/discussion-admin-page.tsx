/**
 * /admin/discussion: the discussions (pin, disable, delete) and their reports, for admin roles,
 * and for the super admin the categories (`?tab=categories` opens them).
 */
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TabStrip } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAbilities } from '@/stores/session';
import { TitledCard } from '../components/titled-card';
import { CategoryTable } from './components/category-table';
import { DiscussionTable } from './components/discussion-table';
import { ReportTable } from './components/report-table';
import '@/i18n/areas/discussion';

export default function DiscussionAdminPage() {
  const { t } = useTranslation();
  const { isSuperAdmin } = useAbilities();
  const [params, setParams] = useSearchParams();
  useDocumentTitle(t('discussion.admin.title'));
  const tabs = [
    { key: 'discussions', label: t('discussion.admin.discussions'), body: <DiscussionTable /> },
    { key: 'reports', label: t('discussion.admin.reports'), body: <ReportTable /> },
    ...(isSuperAdmin
      ? [{ key: 'categories', label: t('discussion.category.title'), body: <CategoryTable /> }]
      : []),
  ];
  const selected = Math.max(
    0,
    tabs.findIndex((tab) => tab.key === params.get('tab')),
  );
  return (
    <TitledCard
      title={t('discussion.admin.title')}
      titleId="discussion-admin-title"
      level="h1"
      titleClassName="mb-2 text-lg font-semibold"
    >
      <div className="mb-3 border-b border-slate-200">
        <TabStrip
          tabs={tabs.map((tab) => ({ label: tab.label, testId: `admin-tab-${tab.key}` }))}
          selected={selected}
          onSelect={(index) => setParams(index === 0 ? {} : { tab: tabs[index].key }, { replace: true })}
        />
      </div>
      {tabs[selected].body}
    </TitledCard>
  );
}
