/** /admin/discussion: the discussions (pin, disable, delete) and their reports, for admin roles. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabStrip } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { TitledCard } from '../components/titled-card';
import { DiscussionTable } from './components/discussion-table';
import { ReportTable } from './components/report-table';
import '@/i18n/areas/discussion';

export default function DiscussionAdminPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState(0);
  useDocumentTitle(t('discussion.admin.title'));
  return (
    <TitledCard
      title={t('discussion.admin.title')}
      titleId="discussion-admin-title"
      level="h1"
      titleClassName="mb-2 text-lg font-semibold"
    >
      <div className="mb-3 border-b border-slate-200">
        <TabStrip
          tabs={[
            { label: t('discussion.admin.discussions'), testId: 'admin-tab-discussions' },
            { label: t('discussion.admin.reports'), testId: 'admin-tab-reports' },
          ]}
          selected={tab}
          onSelect={setTab}
        />
      </div>
      {tab === 0 ? <DiscussionTable /> : <ReportTable />}
    </TitledCard>
  );
}
