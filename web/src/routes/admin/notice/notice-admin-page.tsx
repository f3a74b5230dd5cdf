import { useTranslation } from 'react-i18next';
import { type AdminNotice, deleteNotice, type NoticeDraft, useAdminNotices } from '@/hooks/api/admin-notice';
import { EditableListPage } from '../components/editable-list-page';
import { useNoticeColumns } from './components/notice-columns';
import { NoticeDialog } from './components/notice-dialog';

const PAGE_SIZE = 10;
const NEW: NoticeDraft = { title: '', content: '', type: 'All', recipient: '', state: true };
const toDraft = (row: AdminNotice): NoticeDraft => ({
  id: row.id,
  title: row.title,
  content: row.content,
  type: row.type,
  recipient: row.recipientName ?? '',
  state: row.state,
});

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
      useColumns={useNoticeColumns}
      toDraft={toDraft}
      deleteQuestion={(row) =>
        t('adminUsers.confirmDeleteNotice', { title: row.title, count: row.recipientCount })
      }
      remove={(row) => deleteNotice(row.id)}
      testId="admin-notice-list"
      emptyText={t('adminUsers.noNotices')}
      dialog={NoticeDialog}
    />
  );
}
