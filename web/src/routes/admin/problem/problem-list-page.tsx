import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { confirmAction } from '@/components/ui/confirm';
import { SearchField } from '@/components/ui/search-field';
import {
  type AdminProblemRow,
  changeProblemAuth,
  deleteProblem,
  PUBLIC_AUTH,
  type ProblemAuth,
  useAdminProblemList,
} from '@/hooks/api/admin-problem';
import { fetchVerificationReport } from '@/hooks/api/problem-package';
import { importRemoteProblem } from '@/hooks/api/remote-judge';
import { toast } from '@/stores/ui';
import { AdminListPage } from '../components/admin-list-page';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { LinkButton } from '../components/link-button';
import { RemoteImportButton } from '../components/remote-import-dialog';
import { usePagedSearch } from '../components/use-paged-search';
import { AuthSelect } from './components/auth-select';
import { goingPublicQuestion, verificationDisagrees } from './going-public';
import { problemColumns } from './problem-columns';
import { useProblemRights } from './use-problem-rights';

const PAGE_SIZE = 10;

/**
 * /admin/problems: every problem, private and contest-only ones too, with visibility, edit, copy
 * and delete; problems of other judges are imported from here (the import refreshes the list).
 */
export default function AdminProblemListPage() {
  const { t } = useTranslation();
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
  const columns: AdminColumn<AdminProblemRow>[] = [
    ...problemColumns(t),
    {
      header: t('adminProblem.visibility'),
      cell: (problem) => (
        <AuthSelect value={problem.auth} onChange={(auth) => void switchAuth(problem.id, auth)} />
      ),
    },
    {
      header: t('admin.actions'),
      className: 'space-x-3 py-2 whitespace-nowrap',
      cell: (problem) => (
        <>
          <Link className="text-blue-700 hover:underline" to={`/admin/problem/edit/${problem.id}`}>
            {t('admin.edit')}
          </Link>
          <Link className="text-blue-700 hover:underline" to={`/admin/problem/copy/${problem.id}`}>
            {t('adminProblemForm.copy')}
          </Link>
          <LinkButton
            danger
            className="disabled:cursor-not-allowed disabled:text-slate-400 disabled:no-underline"
            disabled={!canDelete}
            title={canDelete ? undefined : t('adminProblemForm.deleteNotAllowed')}
            onClick={() => void remove(problem.id, problem.problemId, problem.title)}
          >
            {t('admin.delete')}
          </LinkButton>
        </>
      ),
    },
  ];

  return (
    <AdminListPage
      title={t('adminProblem.title')}
      actions={
        <>
          <Link className="btn btn-primary" to="/admin/problem/create">
            {t('adminProblemForm.createTitle')}
          </Link>
          <Link className="btn" to="/admin/problem/batch-operation">
            {t('adminProblemForm.batchTitle')}
          </Link>
          <RemoteImportButton importProblem={importRemoteProblem} onImported={() => void mutate()} />
          <SearchField label={t('adminProblem.search')} onSearch={searchFor} />
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
        rowKey={(problem) => problem.id}
        testId="admin-problem-list"
        minWidth="min-w-[640px]"
        emptyText={t('adminProblem.empty')}
        keepHeader
      />
      {canDelete ? null : (
        <p className="mt-2 text-xs text-slate-500">{t('adminProblemForm.deleteNotAllowed')}</p>
      )}
    </AdminListPage>
  );
}
