import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { confirmAction } from '@/components/ui/confirm';
import { SearchField } from '@/components/ui/search-field';
import {
  changeContestVisible,
  cloneContest,
  deleteContest,
  downloadContestAcCode,
  useAdminContestList,
} from '@/hooks/api/contest';
import { formatDateTime } from '@/lib/format';
import { saveBlob } from '@/lib/save-blob';
import { useAbilities } from '@/stores/session';
import { toast } from '@/stores/ui';
import type { AdminContest } from '@/types/contest';
import { RULE_KEYS, STATUS_KEYS } from '../../contest/contest-labels';
import { AdminListPage } from '../components/admin-list-page';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { LinkButton } from '../components/link-button';
import { usePagedSearch } from '../components/use-paged-search';

const PAGE_SIZE = 10;
const LINK_CLASS = 'text-blue-700 hover:underline';

/** /admin/contest: every site contest, hidden ones too, with the row actions. */
export default function AdminContestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { isSuperAdmin } = useAbilities();
  const { page, setPage, search, searchFor } = usePagedSearch();
  const { data, error, mutate } = useAdminContestList({
    currentPage: page,
    limit: PAGE_SIZE,
    keyword: search || undefined,
  });
  if (error && !data) throw error;

  const remove = async (cid: number, title: string) => {
    if (!(await confirmAction(t('admin.confirmDeleteContest', { title })))) return;
    await deleteContest(cid);
    toast('success', t('admin.deleted'));
    void mutate();
  };
  const downloadCode = async (cid: number) => {
    const { blob, filename } = await downloadContestAcCode(cid);
    saveBlob(blob, filename ?? `contest_${cid}_ac_submissions.zip`);
  };
  const clone = async (cid: number) => {
    const copy = await cloneContest(cid);
    void navigate(`/admin/contest/${copy.id}/edit`);
  };
  const columns: AdminColumn<AdminContest>[] = [
    { header: 'ID', cell: (contest) => contest.id },
    { header: t('problem.title'), cell: (contest) => contest.title },
    { header: t('contest.startTime'), cell: (contest) => formatDateTime(contest.startTime) },
    { header: t('admin.rule'), cell: (contest) => t(RULE_KEYS[contest.type]) },
    { header: t('admin.status'), cell: (contest) => t(STATUS_KEYS[contest.status]) },
    {
      header: t('admin.visible'),
      cell: (contest) => (
        <input
          type="checkbox"
          aria-label={t('admin.visible')}
          checked={contest.visible}
          onChange={(event) =>
            void changeContestVisible(contest.id, event.target.checked).then(() => mutate())
          }
        />
      ),
    },
    {
      header: t('admin.actions'),
      className: 'space-x-2 py-2 whitespace-nowrap',
      cell: (contest) => (
        <>
          <Link className={LINK_CLASS} to={`/admin/contest/${contest.id}/edit`}>
            {t('admin.edit')}
          </Link>
          <Link className={LINK_CLASS} to={`/admin/contest/${contest.id}/problems`}>
            {t('contest.problems')}
          </Link>
          <Link className={LINK_CLASS} to={`/admin/contest/${contest.id}/announcement`}>
            {t('contest.announcements')}
          </Link>
          <LinkButton onClick={() => void clone(contest.id)}>{t('admin.clone')}</LinkButton>
          <LinkButton onClick={() => void downloadCode(contest.id).catch(() => undefined)}>
            {t('admin.downloadAcCode')}
          </LinkButton>
          {isSuperAdmin ? (
            <LinkButton danger onClick={() => void remove(contest.id, contest.title)}>
              {t('admin.delete')}
            </LinkButton>
          ) : null}
        </>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('admin.contests')}
      actions={
        <>
          <SearchField label={t('contest.searchPlaceholder')} className="input w-56" onSearch={searchFor} />
          <Link to="/admin/contest/create" className="btn btn-primary">
            {t('admin.createContest')}
          </Link>
        </>
      }
      page={page}
      pageSize={PAGE_SIZE}
      total={data?.total ?? 0}
      onPageChange={setPage}
    >
      <AdminTable
        columns={columns}
        rows={data?.records}
        rowKey={(contest) => contest.id}
        testId="admin-contest-list"
        minWidth="min-w-[800px]"
        emptyText={t('contest.empty')}
        keepHeader
      />
    </AdminListPage>
  );
}
