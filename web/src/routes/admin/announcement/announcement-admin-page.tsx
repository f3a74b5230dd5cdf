import { useTranslation } from 'react-i18next';
import {
  type Announcement,
  type AnnouncementDraft,
  deleteAnnouncement,
  useAdminAnnouncements,
} from '@/hooks/api/announcement';
import { EditableListPage } from '../components/editable-list-page';
import { useAnnouncementColumns } from './components/announcement-columns';
import { AnnouncementDialog } from './components/announcement-dialog';

const PAGE_SIZE = 10;
const NEW: AnnouncementDraft = { title: '', content: '', status: 0 };
const toDraft = ({ id, title, content, status }: Announcement): AnnouncementDraft => ({
  id,
  title,
  content,
  status,
});

/** /admin/announcement: the site's announcements, hidden ones too; the home page shows the visible. */
export default function AnnouncementAdminPage() {
  const { t } = useTranslation();
  return (
    <EditableListPage
      title={t('adminUsers.announcements')}
      titleId="admin-announcements-title"
      createLabel={t('adminUsers.createAnnouncement')}
      blank={NEW}
      pageSize={PAGE_SIZE}
      useList={useAdminAnnouncements}
      useColumns={useAnnouncementColumns}
      toDraft={toDraft}
      deleteQuestion={(row) => t('adminUsers.confirmDeleteAnnouncement', { title: row.title })}
      remove={(row) => deleteAnnouncement(row.id)}
      testId="admin-announcement-list"
      emptyText={t('adminUsers.noAnnouncements')}
      dialog={AnnouncementDialog}
    />
  );
}
