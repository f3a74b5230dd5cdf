import { useTranslation } from 'react-i18next';
import { type AnnouncementDraft, useAdminAnnouncements } from '@/hooks/api/announcement';
import { EditableListPage } from '../components/editable-list-page';
import { AnnouncementDialog } from './components/announcement-dialog';
import { AnnouncementTable } from './components/announcement-table';

const PAGE_SIZE = 10;
const NEW: AnnouncementDraft = { title: '', content: '', status: 0 };

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
      table={(records, edit, reload) => (
        <AnnouncementTable records={records} onEdit={edit} onChanged={reload} />
      )}
      dialog={(draft, close, saved) => <AnnouncementDialog draft={draft} onClose={close} onSaved={saved} />}
    />
  );
}
