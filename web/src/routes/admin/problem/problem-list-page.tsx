import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { confirmAction } from '@/components/ui/confirm';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import {
  changeProblemAuth,
  deleteProblem,
  PROBLEM_AUTHS,
  PUBLIC_AUTH,
  type ProblemAuth,
  useAdminProblemList,
} from '@/hooks/api/admin-problem';
import { fetchVerificationReport } from '@/hooks/api/problem-package';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/stores/ui';
import { usePagedSearch } from '../components/use-paged-search';
import { goingPublicQuestion, verificationDisagrees } from './going-public';
import { useProblemRights } from './use-problem-rights';

const PAGE_SIZE = 10;

/** /admin/problems: every problem, private and contest-only ones too, with visibility, edit, copy and delete. */
export default function AdminProblemListPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminProblem.title'));
  const { canDelete } = useProblemRights();
  const { page, setPage, search, searchFor } = usePagedSearch();
  const { data, error, mutate } = useAdminProblemList({
    currentPage: page,
    limit: PAGE_SIZE,
    keyword: search || undefined,
  });
  if (error && !data) throw error;

  const remove = async (pid: number, problemId: string, title: string) => {
    if (!(await confirmAction(t('adminProblem.confirmDelete', { problemId, title })))) return;
    await deleteProblem(pid);
    toast('success', t('admin.deleted'));
    void mutate();
  };
  const switchAuth = async (pid: number, auth: ProblemAuth) => {
    if (auth === PUBLIC_AUTH) {
      const report = await fetchVerificationReport(pid);
      if (verificationDisagrees(report) && !(await confirmAction(goingPublicQuestion(report, t)))) return;
    }
    await changeProblemAuth(pid, auth);
    void mutate();
  };

  return (
    <section className="card p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-lg font-semibold">{t('adminProblem.title')}</h1>
        <Link className="btn btn-primary" to="/admin/problem/create">
          {t('adminProblemForm.createTitle')}
        </Link>
        <Link className="btn" to="/admin/problem/batch-operation">
          {t('adminProblemForm.batchTitle')}
        </Link>
        <SearchField label={t('adminProblem.search')} onSearch={searchFor} />
      </div>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-sm" data-testid="admin-problem-list">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="py-2">ID</th>
              <th className="py-2">{t('problem.title')}</th>
              <th className="py-2">{t('adminProblem.author')}</th>
              <th className="py-2">{t('adminProblem.visibility')}</th>
              <th className="py-2">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {(data?.records ?? []).map((problem) => (
              <tr key={problem.id} className="border-b border-slate-100">
                <td className="py-2">{problem.problemId}</td>
                <td className="py-2">{problem.title}</td>
                <td className="py-2">{problem.author}</td>
                <td className="py-2">
                  <select
                    className="input py-1"
                    aria-label={t('adminProblem.visibility')}
                    value={problem.auth}
                    onChange={(event) =>
                      void switchAuth(problem.id, Number(event.target.value) as ProblemAuth)
                    }
                  >
                    {PROBLEM_AUTHS.map((auth) => (
                      <option key={auth} value={auth}>
                        {t(`adminProblem.auth.${auth}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td className="space-x-3 py-2 whitespace-nowrap">
                  <Link className="text-blue-700 hover:underline" to={`/admin/problem/edit/${problem.id}`}>
                    {t('admin.edit')}
                  </Link>
                  <Link className="text-blue-700 hover:underline" to={`/admin/problem/copy/${problem.id}`}>
                    {t('adminProblemForm.copy')}
                  </Link>
                  <button
                    type="button"
                    className="text-red-700 hover:underline disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
                    disabled={!canDelete}
                    title={canDelete ? undefined : t('adminProblemForm.deleteNotAllowed')}
                    onClick={() => void remove(problem.id, problem.problemId, problem.title)}
                  >
                    {t('admin.delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canDelete ? null : (
        <p className="mt-2 text-xs text-slate-500">{t('adminProblemForm.deleteNotAllowed')}</p>
      )}
      {data && data.records.length === 0 ? (
        <p className="py-6 text-center text-slate-500">{t('adminProblem.empty')}</p>
      ) : null}
      <Pagination page={page} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPageChange={setPage} />
    </section>
  );
}
