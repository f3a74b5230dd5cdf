import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pagination } from '@/components/ui/pagination';
import { type AnnouncementDraft, useAdminAnnouncements } from '@/hooks/api/announcement';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { AnnouncementDialog } from './components/announcement-dialog';
import { AnnouncementTable } from './components/announcement-table';

const PAGE_SIZE = 10;
const NEW: AnnouncementDraft = { title: '', content: '', status: 0 };

/** /admin/announcement: the site's announcements, hidden ones too; the home page shows the visible. */
export default function AnnouncementAdminPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminUsers.announcements'));
  const [page, setPage] = useState(1);
  const [draft, setDraft] = useState<AnnouncementDraft | null>(null);
  const { data, error, isLoading, mutate } = useAdminAnnouncements(page);
  if (error && !data) throw error;
  return (
    <section className="card p-4" aria-labelledby="admin-announcements-title">
      <div className="mb-3 flex items-center gap-2">
        <h1 id="admin-announcements-title" className="mr-auto text-lg font-semibold">
          {t('adminUsers.announcements')}
        </h1>
        <button type="button" className="btn btn-primary" onClick={() => setDraft(NEW)}>
          {t('adminUsers.createAnnouncement')}
        </button>
      </div>
      {isLoading && !data ? (
        <p className="py-6 text-center text-slate-500">{t('adminUsers.loading')}</p>
      ) : null}
      {data && data.records.length > 0 ? (
        <AnnouncementTable records={data.records} onEdit={setDraft} onChanged={() => void mutate()} />
      ) : null}
      {data && data.records.length === 0 ? (
        <p className="py-6 text-center text-slate-500">{t('adminUsers.noAnnouncements')}</p>
      ) : null}
      <Pagination page={page} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPageChange={setPage} />
      {draft ? (
        <AnnouncementDialog
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
