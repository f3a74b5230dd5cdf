import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AnnouncementDraft, useAdminAnnouncements } from '@/hooks/api/announcement';
import { AdminListPage } from '../components/admin-list-page';
import { AnnouncementDialog } from './components/announcement-dialog';
import { AnnouncementTable } from './components/announcement-table';

const PAGE_SIZE = 10;
const NEW: AnnouncementDraft = { title: '', content: '', status: 0 };

/** /admin/announcement: the site's announcements, hidden ones too; the home page shows the visible. */
export default function AnnouncementAdminPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<AnnouncementDraft | null>(null);
  const { data, error, mutate } = useAdminAnnouncements(page);
  if (error && !data) throw error;
  return (
    <AdminListPage
      title={t('adminUsers.announcements')}
      titleId="admin-announcements-title"
      createLabel={t('adminUsers.createAnnouncement')}
      onCreate={() => setDraft(NEW)}
      page={page}
      pageSize={PAGE_SIZE}
      total={data?.total ?? 0}
      onPageChange={setPage}
      dialog={
        draft ? (
          <AnnouncementDialog
            draft={draft}
            onClose={() => setDraft(null)}
            onSaved={() => {
              setDraft(null);
              void mutate();
            }}
          />
        ) : null
      }
    >
      <AnnouncementTable records={data?.records} onEdit={setDraft} onChanged={() => void mutate()} />
    </AdminListPage>
  );
}
