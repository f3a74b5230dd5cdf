import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { type NoticeDraft, useAdminNotices } from '@/hooks/api/admin-notice';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { NoticeDialog } from './components/notice-dialog';
import { NoticeTable } from './components/notice-table';

const PAGE_SIZE = 10;
const NEW: NoticeDraft = { title: '', content: '', type: 'All', recipient: '' };

/** /admin/notice: system notices to every user, one user or the admins. */
export default function NoticeAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminUsers.notices'));
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<NoticeDraft | null>(null);
  const { data, error, isLoading, mutate } = useAdminNotices(page);
  if (error && !data) throw error;
  return (
    <section className="card p-4" aria-labelledby="admin-notices-title">
      <div className="mb-3 flex items-center gap-2">
        <h1 id="admin-notices-title" className="mr-auto text-lg font-semibold">
          {t('adminUsers.notices')}
        </h1>
        <button type="button" className="btn btn-primary" onClick={() => setDraft(NEW)}>
          {t('adminUsers.createNotice')}
        </button>
      </div>
      {isLoading && !data ? (
        <p className="py-6 text-center text-slate-500">{t('adminUsers.loading')}</p>
      ) : null}
      {data && data.records.length > 0 ? (
        <NoticeTable records={data.records} onEdit={setDraft} onChanged={() => void mutate()} />
      ) : null}
      {data && data.records.length === 0 ? (
        <p className="py-6 text-center text-slate-500">{t('adminUsers.noNotices')}</p>
      ) : null}
      <Pagination page={page} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPageChange={setPage} />
      {draft ? (
        <NoticeDialog
          draft={draft}
          onClose={() => setDraft(null)}
          onSaved={() => {
            setDraft(null);
            void mutate();
          }}
        />
      ) : null}
    </section>
  );
}
