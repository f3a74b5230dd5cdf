import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NoticeDraft, useAdminNotices } from '@/hooks/api/admin-notice';
import { AdminListPage } from '../components/admin-list-page';
import { NoticeDialog } from './components/notice-dialog';
import { NoticeTable } from './components/notice-table';

const PAGE_SIZE = 10;
const NEW: NoticeDraft = { title: '', content: '', type: 'All', recipient: '', state: true };

/** /admin/notice: system notices to every user, one user or the admins. */
export default function NoticeAdminPage() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<NoticeDraft | null>(null);
  const { data, error, mutate } = useAdminNotices(page);
  if (error && !data) throw error;
  return (
    <AdminListPage
      title={t('adminUsers.notices')}
      titleId="admin-notices-title"
      createLabel={t('adminUsers.createNotice')}
      onCreate={() => setDraft(NEW)}
      page={page}
      pageSize={PAGE_SIZE}
      total={data?.total ?? 0}
      onPageChange={setPage}
      dialog={
        draft ? (
          <NoticeDialog
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
      <NoticeTable records={data?.records} onEdit={setDraft} onChanged={() => void mutate()} />
    </AdminListPage>
  );
}
