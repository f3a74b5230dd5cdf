import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '@/components/ui/confirm';
import { Pagination } from '@/components/ui/pagination';
import { PageLoading } from '@/components/ui/spinner';
import { changeGroupProblemProgress, useGroupProblemApplications } from '@/hooks/api/admin-problem';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { toast } from '@/stores/ui';
import { useProblemRights } from '../problem/use-problem-rights';

const PAGE_SIZE = 10;
const PROGRESS_STYLE: Record<number, string> = {
  1: 'bg-amber-100 text-amber-900',
  2: 'bg-green-100 text-green-900',
  3: 'bg-slate-200 text-slate-800',
};

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

  const decide = async (pid: number, problemId: string, title: string, progress: 2 | 3) => {
    const question = t(progress === 2 ? 'adminProblemForm.confirmAccept' : 'adminProblemForm.confirmRefuse', {
      id: problemId,
      title,
    });
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
              const progress = row.applyPublicProgress ?? 1;
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
                    {progress !== 2 ? (
                      <button
                        type="button"
                        className="btn btn-sm btn-primary"
                        onClick={() => void decide(row.id, row.problemId, row.title, 2)}
                      >
                        {t('adminProblemForm.accept')}
                      </button>
                    ) : null}
                    {progress === 1 ? (
                      <button
                        type="button"
                        className="btn btn-sm"
                        onClick={() => void decide(row.id, row.problemId, row.title, 3)}
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
