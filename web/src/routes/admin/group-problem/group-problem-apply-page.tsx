import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_PROBLEM_APPLY_PROGRESS as APPLY_PUBLIC } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import {
  type AdminProblemRow,
  changeGroupProblemProgress,
  useGroupProblemApplications,
} from '@/hooks/api/admin-problem';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/stores/ui';
import { type AdminColumn, AdminTable } from '../components/admin-table';
import { problemColumns } from '../problem/problem-columns';
import { useProblemRights } from '../problem/use-problem-rights';

const PAGE_SIZE = 10;
const PROGRESS_STYLE: Record<number, string> = {
  [APPLY_PUBLIC.APPLYING]: 'bg-amber-100 text-amber-900',
  [APPLY_PUBLIC.PUBLIC]: 'bg-green-100 text-green-900',
  [APPLY_PUBLIC.REFUSED]: 'bg-slate-200 text-slate-800',
};

/** What a reviewer decides: make the problem public, or refuse. */
type Decision = typeof APPLY_PUBLIC.PUBLIC | typeof APPLY_PUBLIC.REFUSED;

/** The decisions a row offers, by its progress: a refused problem can still be accepted, a public one is done. */
const DECISIONS: { progress: Decision; label: string; className: string; offeredWhile: number[] }[] = [
  {
    progress: APPLY_PUBLIC.PUBLIC,
    label: 'adminProblemForm.accept',
    className: 'btn btn-sm btn-primary',
    offeredWhile: [APPLY_PUBLIC.APPLYING, APPLY_PUBLIC.REFUSED],
  },
  {
    progress: APPLY_PUBLIC.REFUSED,
    label: 'adminProblemForm.refuse',
    className: 'btn btn-sm',
    offeredWhile: [APPLY_PUBLIC.APPLYING],
  },
];

/**
 * /admin/group-problem/apply: group problems whose authors asked to make them public. Accepting
 * makes one a public problem; refusing leaves it in its group. Root and problem admins only.
 */
export default function GroupProblemApplyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminProblemForm.applyTitle'));
  const { canReviewGroupProblems } = useProblemRights();
  const [page, setPage] = useState(1);
  const { data, error, mutate } = useGroupProblemApplications(
    canReviewGroupProblems ? { currentPage: page, limit: PAGE_SIZE } : null,
  );
  if (!canReviewGroupProblems) return <p className="card p-6">{t('adminProblemForm.applyNotAllowed')}</p>;
  if (error && !data) throw error;
  if (!data) return <PageLoading />;

  const decide = async (row: AdminProblemRow, progress: Decision) => {
    const question = t(
      progress === APPLY_PUBLIC.PUBLIC ? 'adminProblemForm.confirmAccept' : 'adminProblemForm.confirmRefuse',
      { id: row.problemId, title: row.title },
    );
    if (!(await confirmAction(question))) return;
    await changeGroupProblemProgress(row.id, progress);
    toast('success', t('admin.saved'));
    void mutate();
  };

  const progressOf = (row: AdminProblemRow) => row.applyPublicProgress ?? APPLY_PUBLIC.APPLYING;
  const columns: AdminColumn<AdminProblemRow>[] = [
    ...problemColumns(t),
    { header: t('adminProblemForm.group'), cell: (row) => row.gid ?? '—' },
    {
      header: t('adminProblemForm.progressLabel'),
      cell: (row) => (
        <span className={`rounded px-2 py-0.5 text-xs ${PROGRESS_STYLE[progressOf(row)] ?? ''}`}>
          {t(`adminProblemForm.progress.${progressOf(row)}`)}
        </span>
      ),
    },
    {
      header: t('admin.actions'),
      className: 'space-x-2 py-2 whitespace-nowrap',
      cell: (row) =>
        DECISIONS.filter((decision) => decision.offeredWhile.includes(progressOf(row))).map((decision) => (
          <button
            key={decision.progress}
            type="button"
            className={decision.className}
            onClick={() => void decide(row, decision.progress)}
          >
            {t(decision.label)}
          </button>
        )),
    },
  ];

  return (
    <section className="card space-y-3 p-4">
      <h1 className="text-lg font-semibold">{t('adminProblemForm.applyTitle')}</h1>
      <AdminTable
        columns={columns}
        rows={data.records}
        rowKey={(row) => row.id}
        testId="group-problem-applications"
        minWidth="min-w-[640px]"
        emptyText={t('adminProblemForm.noApplications')}
        keepHeader
      />
      <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} />
    </section>
  );
}
