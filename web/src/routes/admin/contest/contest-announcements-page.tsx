import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { confirmAction } from '@/components/ui/confirm';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/stores/ui';
import { CheckField } from '../components/check-field';
import { submitHandler } from '../components/submit-handler';
import { SITE_CONTEST_API, type AnnouncementDraft, type ContestAdminApi } from './contest-admin-api';

const EMPTY: AnnouncementDraft = { title: '', content: '', status: 0 };

/** /admin/contest/:contestId/announcement: publish (pushed at once), hide, edit and delete. */
export default function ContestAnnouncementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('contest.announcements'));
  const cid = Number(useParams().contestId);
  return <ContestAnnouncements cid={cid} api={SITE_CONTEST_API} />;
}

/** The contest's announcements, for the back office or a group. */
export function ContestAnnouncements({ cid, api }: { cid: number; api: ContestAdminApi }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = api.useAnnouncements(cid, page);
  const [draft, setDraft] = useState<AnnouncementDraft>(EMPTY);
  if (error) throw error;
  if (!data) return <PageLoading />;
  const save = async () => {
    await api.saveAnnouncement(cid, draft);
    toast('success', t('admin.saved'));
    setDraft(EMPTY);
    void mutate();
  };
  /** A required box named (and hinted) by its caption, writing one field of the draft. */
  const box = (field: 'title' | 'content', caption: string) => ({
    required: true,
    'aria-label': caption,
    placeholder: caption,
    value: draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setDraft({ ...draft, [field]: event.target.value }),
  });
  const remove = async (id: number, title: string) => {
    if (!(await confirmAction(t('admin.confirmDeleteAnnouncement', { title })))) return;
    await api.deleteAnnouncement(id, cid);
    void mutate();
  };
  return (
    <section className="card space-y-3 p-4" data-testid="contest-announcements">
      <h1 className="text-lg font-semibold">{t('contest.announcements')}</h1>
      <form className="space-y-2" onSubmit={submitHandler(() => save().catch(() => undefined))}>
        <input className="input" {...box('title', t('problem.title'))} />
        <textarea className="input min-h-[100px]" {...box('content', t('admin.content'))} />
        <CheckField
          className="mr-4 inline-flex items-center gap-2 text-sm"
          label={t('admin.hidden')}
          checked={draft.status === 1}
          onChange={(hidden) => setDraft({ ...draft, status: hidden ? 1 : 0 })}
        />
        <button type="submit" className="btn btn-primary">
          {draft.id ? t('admin.save') : t('admin.publish')}
        </button>
      </form>
      <ul className="divide-y divide-slate-100">
        {data.records.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center gap-2 py-2">
            <span className="font-medium">{row.title}</span>
            {row.status === 1 ? <span className="text-xs text-slate-500">({t('admin.hidden')})</span> : null}
            <span className="mr-auto text-xs text-slate-500">{formatDateTime(row.gmtCreate)}</span>
            <button
              type="button"
              className="btn btn-sm"
              onClick={() =>
                setDraft({ id: row.id, title: row.title, content: row.content, status: row.status })
              }
            >
              {t('admin.edit')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-danger"
              onClick={() => void remove(row.id, row.title)}
            >
              {t('admin.delete')}
            </button>
          </li>
        ))}
      </ul>
      <Pagination page={page} pageSize={10} total={data.total} onPageChange={setPage} />
    </section>
  );
}
