import { useTranslation } from 'react-i18next';
import { type NoticeDraft, useAdminNotices } from '@/hooks/api/admin-notice';
import { EditableListPage } from '../components/editable-list-page';
import { NoticeDialog } from './components/notice-dialog';
import { NoticeTable } from './components/notice-table';

const PAGE_SIZE = 10;
const NEW: NoticeDraft = { title: '', content: '', type: 'All', recipient: '', state: true };

/** /admin/notice: system notices to every user, one user or the admins. */
export default function NoticeAdminPage() {
  const { t } = useTranslation();
  return (
    <EditableListPage
      title={t('adminUsers.notices')}
      titleId="admin-notices-title"
      createLabel={t('adminUsers.createNotice')}
      blank={NEW}
      pageSize={PAGE_SIZE}
      useList={useAdminNotices}
      table={(records, edit, reload) => <NoticeTable records={records} onEdit={edit} onChanged={reload} />}
      dialog={(draft, close, saved) => <NoticeDialog draft={draft} onClose={close} onSaved={saved} />}
    />
  );
}
