import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { confirmAction } from '@/components/ui/confirm';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import {
  changeContestVisible,
  cloneContest,
  deleteContest,
  downloadContestAcCode,
  useAdminContestList,
} from '@/hooks/api/contest';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { formatDateTime } from '@/lib/format';
import { saveBlob } from '@/lib/save-blob';
import { useAbilities } from '@/stores/session';
import { toast } from '@/stores/ui';
import { RULE_KEYS, STATUS_KEYS } from '../../contest/contest-labels';
import { usePagedSearch } from '../components/use-paged-search';

const PAGE_SIZE = 10;

/** /admin/contest: every site contest, hidden ones too, with the row actions. */
export default function AdminContestListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('admin.contests'));
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

  return (
    <section className="card p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-lg font-semibold">{t('admin.contests')}</h1>
        <SearchField label={t('contest.searchPlaceholder')} className="input w-56" onSearch={searchFor} />
        <Link to="/admin/contest/create" className="btn btn-primary">
          {t('admin.createContest')}
        </Link>
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[800px] text-sm" data-testid="admin-contest-list">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="py-2">ID</th>
              <th className="py-2">{t('problem.title')}</th>
              <th className="py-2">{t('contest.startTime')}</th>
              <th className="py-2">{t('admin.rule')}</th>
              <th className="py-2">{t('admin.status')}</th>
              <th className="py-2">{t('admin.visible')}</th>
              <th className="py-2">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.records ?? []).map((contest) => (
              <tr key={contest.id} className="border-b border-slate-100">
                <td className="py-2">{contest.id}</td>
                <td className="py-2">{contest.title}</td>
                <td className="py-2">{formatDateTime(contest.startTime)}</td>
                <td className="py-2">{t(RULE_KEYS[contest.type])}</td>
                <td className="py-2">{t(STATUS_KEYS[contest.status])}</td>
                <td className="py-2">
                  <input
                    type="checkbox"
                    aria-label={t('admin.visible')}
                    checked={contest.visible}
                    onChange={(event) =>
                      void changeContestVisible(contest.id, event.target.checked).then(() => mutate())
                    }
                  />
                </td>
                <td className="space-x-2 py-2 whitespace-nowrap">
                  <Link className="text-blue-700 hover:underline" to={`/admin/contest/${contest.id}/edit`}>
                    {t('admin.edit')}
                  </Link>
                  <Link
                    className="text-blue-700 hover:underline"
                    to={`/admin/contest/${contest.id}/problems`}
                  >
                    {t('contest.problems')}
                  </Link>
                  <Link
                    className="text-blue-700 hover:underline"
                    to={`/admin/contest/${contest.id}/announcement`}
                  >
                    {t('contest.announcements')}
                  </Link>
                  <button
                    type="button"
                    className="text-blue-700 hover:underline"
                    onClick={() => void clone(contest.id)}
                  >
                    {t('admin.clone')}
                  </button>
                  <button
                    type="button"
                    className="text-blue-700 hover:underline"
                    onClick={() => void downloadCode(contest.id).catch(() => undefined)}
                  >
                    {t('admin.downloadAcCode')}
                  </button>
                  {isSuperAdmin ? (
                    <button
                      type="button"
                      className="text-red-700 hover:underline"
                      onClick={() => void remove(contest.id, contest.title)}
                    >
                      {t('admin.delete')}
                    </button>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {data && data.records.length === 0 ? (
        <p className="py-6 text-center text-slate-500">{t('contest.empty')}</p>
      ) : null}
      <Pagination page={page} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPageChange={setPage} />
    </section>
  );
}
