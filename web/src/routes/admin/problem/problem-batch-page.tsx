import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { confirmAction } from '@/components/ui/confirm';
import { Pagination } from '@/components/ui/pagination';
import { SearchField } from '@/components/ui/search-field';
import {
  type AdminProblemRow,
  changeProblemAuth,
  deleteProblem,
  exportProblems,
  type ProblemAuth,
  useAdminProblemList,
} from '@/hooks/api/admin-problem';
import { ApiError } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-blob';
import { toast } from '@/stores/ui';
import { PageHeader } from '../components/page-header';
import { usePagedSearch } from '../components/use-paged-search';
import { AuthSelect } from './components/auth-select';
import { BatchProblemTable } from './components/batch-problem-table';
import { useProblemRights } from './use-problem-rights';

const PAGE_SIZE = 10;

/** "P1 A + B, P2 …": what a batch action is about to touch, for its confirmation. */
const describe = (rows: AdminProblemRow[]) => rows.map((row) => `${row.problemId} ${row.title}`).join(', ');

/**
 * /admin/problem/batch-operation: choose problems across pages, then export them as HOJ's
 * problem zip, switch their visibility, or delete them, each after saying what it touches.
 */
export default function ProblemBatchPage() {
  const { t } = useTranslation();
  const { canDelete, canExport } = useProblemRights();
  const { page, setPage, search, searchFor } = usePagedSearch();
  const [chosen, setChosen] = useState<Map<number, AdminProblemRow>>(new Map());
  const [auth, setAuth] = useState<ProblemAuth>(1);
  const [busy, setBusy] = useState(false);
  const [emptyChoice, setEmptyChoice] = useState(false);
  const { data, error, mutate } = useAdminProblemList({
    currentPage: page,
    limit: PAGE_SIZE,
    keyword: search || undefined,
  });
  if (error && !data) throw error;
  const rows = data?.records ?? [];
  const selected = [...chosen.values()];

  const toggle = (row: AdminProblemRow, on: boolean) => {
    const next = new Map(chosen);
    if (on) next.set(row.id, row);
    else next.delete(row.id);
    setChosen(next);
    setEmptyChoice(false);
  };
  const togglePage = (on: boolean) => {
    const next = new Map(chosen);
    for (const row of rows) {
      if (on) next.set(row.id, row);
      else next.delete(row.id);
    }
    setChosen(next);
    setEmptyChoice(false);
  };

  /** Runs an action on the chosen problems once confirmed; refuses an empty choice. */
  const run = async (question: string, action: () => Promise<void>, done: string) => {
    if (selected.length === 0) {
      setEmptyChoice(true);
      return;
    }
    if (!(await confirmAction(question))) return;
    setBusy(true);
    try {
      await action();
      toast('success', done);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setBusy(false);
      void mutate();
    }
  };

  const exportChosen = () =>
    run(
      t('adminProblemForm.confirmExport', { count: selected.length, list: describe(selected) }),
      async () => {
        const { blob, filename } = await exportProblems(selected.map((row) => row.id));
        saveBlob(blob, filename ?? 'problems.zip');
      },
      t('adminProblemForm.exported'),
    );
  const setVisibility = () =>
    run(
      t('adminProblemForm.confirmVisibility', {
        count: selected.length,
        list: describe(selected),
        auth: t(`adminProblem.auth.${auth}`),
      }),
      async () => {
        for (const row of selected) await changeProblemAuth(row.id, auth);
      },
      t('admin.saved'),
    );
  const deleteChosen = () =>
    run(
      t('adminProblemForm.confirmBatchDelete', { count: selected.length, list: describe(selected) }),
      async () => {
        for (const row of selected) await deleteProblem(row.id);
        setChosen(new Map());
      },
      t('admin.deleted'),
    );

  return (
    <section className="card space-y-3 p-4">
      <PageHeader title={t('adminProblemForm.batchTitle')}>
        <Link className="btn" to="/admin/problems">
          {t('adminProblem.title')}
        </Link>
        <SearchField label={t('adminProblem.search')} onSearch={searchFor} />
      </PageHeader>
      <div
        className="flex flex-wrap items-center gap-2 rounded bg-slate-50 p-2"
        role="toolbar"
        aria-label={t('adminProblemForm.batchActions')}
      >
        <span className="text-sm" data-testid="batch-count">
          {t('adminProblemForm.chosenCount', { count: selected.length })}
        </span>
        <button
          type="button"
          className="btn btn-sm"
          disabled={busy || !canExport}
          title={canExport ? undefined : t('adminProblemForm.exportNotAllowed')}
          onClick={() => void exportChosen()}
        >
          {t('adminProblemForm.export')}
        </button>
        <AuthSelect value={auth} onChange={setAuth} />
        <button type="button" className="btn btn-sm" disabled={busy} onClick={() => void setVisibility()}>
          {t('adminProblemForm.setVisibility')}
        </button>
        <button
          type="button"
          className="btn btn-sm btn-danger"
          disabled={busy || !canDelete}
          title={canDelete ? undefined : t('adminProblemForm.deleteNotAllowed')}
          onClick={() => void deleteChosen()}
        >
          {t('admin.delete')}
        </button>
        {selected.length > 0 ? (
          <button type="button" className="btn btn-sm" onClick={() => setChosen(new Map())}>
            {t('adminProblemForm.clearChoice')}
          </button>
        ) : null}
      </div>
      {emptyChoice ? (
        <p role="alert" className="text-sm text-red-700">
          {t('adminProblemForm.errors.chooseProblems')}
        </p>
      ) : null}
      {!canExport || !canDelete ? (
        <p className="text-xs text-slate-500">
          {[
            !canExport ? t('adminProblemForm.exportNotAllowed') : '',
            !canDelete ? t('adminProblemForm.deleteNotAllowed') : '',
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      ) : null}
      <BatchProblemTable
        rows={data?.records}
        chosen={chosen}
        onToggle={toggle}
        onTogglePage={togglePage}
        emptyText={t('adminProblem.empty')}
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data?.total ?? 0} onPageChange={setPage} />
    </section>
  );
}
