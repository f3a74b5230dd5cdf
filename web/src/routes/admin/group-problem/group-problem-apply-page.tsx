import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GROUP_PROBLEM_APPLY_PROGRESS as APPLY_PUBLIC } from '@verdict/common';
import { confirmAction } from '@/components/ui/confirm';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { changeGroupProblemProgress, useGroupProblemApplications } from '@/hooks/api/admin-problem';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/stores/ui';
import { useProblemRights } from '../problem/use-problem-rights';

const PAGE_SIZE = 10;
const PROGRESS_STYLE: Record<number, string> = {
  [APPLY_PUBLIC.APPLYING]: 'bg-amber-100 text-amber-900',
  [APPLY_PUBLIC.PUBLIC]: 'bg-green-100 text-green-900',
  [APPLY_PUBLIC.REFUSED]: 'bg-slate-200 text-slate-800',
};

/** What a reviewer decides: make the problem public, or refuse. */
type Decision = typeof APPLY_PUBLIC.PUBLIC | typeof APPLY_PUBLIC.REFUSED;

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

  const decide = async (pid: number, problemId: string, title: string, progress: Decision) => {
    const question = t(
      progress === APPLY_PUBLIC.PUBLIC ? 'adminProblemForm.confirmAccept' : 'adminProblemForm.confirmRefuse',
      {
        id: problemId,
        title,
      },
    );
    if (!(await confirmAction(question))) return;
    await changeGroupProblemProgress(pid, progress);
    toast('success', t('admin.saved'));
    void mutate();
  };

  return (
    <section className="card space-y-3 p-4">
      <h1 className="text-lg font-semibold">{t('adminProblemForm.applyTitle')}</h1>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[640px] text-sm" data-testid="group-problem-applications">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-500">
              <th className="py-2">ID</th>
              <th className="py-2">{t('problem.title')}</th>
              <th className="py-2">{t('adminProblem.author')}</th>
              <th className="py-2">{t('adminProblemForm.group')}</th>
              <th className="py-2">{t('adminProblemForm.progressLabel')}</th>
              <th className="py-2">{t('admin.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.records.map((row) => {
              const progress = row.applyPublicProgress ?? APPLY_PUBLIC.APPLYING;
              return (
                <tr key={row.id} className="border-b border-slate-100">
                  <td className="py-2">{row.problemId}</td>
                  <td className="py-2">{row.title}</td>
                  <td className="py-2">{row.author}</td>
                  <td className="py-2">{row.gid ?? '—'}</td>
                  <td className="py-2">
                    <span className={`rounded px-2 py-0.5 text-xs ${PROGRESS_STYLE[progress] ?? ''}`}>
                      {t(`adminProblemForm.progress.${progress}`)}
                    </span>
                  </td>
                  <td className="space-x-2 py-2 whitespace-nowrap">
                    {progress !== APPLY_PUBLIC.PUBLIC ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        onClick={() => void decide(row.id, row.problemId, row.title, APPLY_PUBLIC.PUBLIC)}
                      >
                        {t('adminProblemForm.accept')}
                      </button>
                    ) : null}
                    {progress === APPLY_PUBLIC.APPLYING ? (
                      <button
                        type="button"
                        className="btn btn-sm"
                        onClick={() => void decide(row.id, row.problemId, row.title, APPLY_PUBLIC.REFUSED)}
                      >
                        {t('adminProblemForm.refuse')}
                      </button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {data.records.length === 0 ? (
        <p className="py-6 text-center text-slate-500">{t('adminProblemForm.noApplications')}</p>
      ) : null}
      <Pagination page={page} pageSize={PAGE_SIZE} total={data.total} onPageChange={setPage} />
    </section>
  );
}
