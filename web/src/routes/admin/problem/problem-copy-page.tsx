import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '@/components/ui/spinner';
import { copyProblem, useAdminProblem } from '@/hooks/api/admin-problem';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/stores/ui';

/**
 * /admin/problem/copy/:problemId: says what the copy gets (everything, test data included, as a
 * private problem with a new id), makes it on the server and opens it for editing.
 */
export default function ProblemCopyPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('adminProblemForm.copyTitle'));
  const navigate = useNavigate();
  const pid = Number(useParams().problemId);
  const { data: problem, error } = useAdminProblem(pid);
  const [copying, setCopying] = useState(false);
  if (error) throw error;
  if (!problem) return <PageLoading />;
  const copy = async () => {
    setCopying(true);
    try {
      const created = await copyProblem(pid);
      toast('success', t('adminProblemForm.copied', { id: created.problemId }));
      void navigate(`/admin/problem/edit/${created.pid}`);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
    } finally {
      setCopying(false);
    }
  };
  return (
    <section className="card space-y-3 p-4">
      <h1 className="text-lg font-semibold">{t('adminProblemForm.copyTitle')}</h1>
      <p>{t('adminProblemForm.copyExplain', { id: problem.problemId, title: problem.title })}</p>
      <div className="flex gap-2">
        <button type="button" className="btn btn-primary" disabled={copying} onClick={() => void copy()}>
          {t('adminProblemForm.copy')}
        </button>
        <Link className="btn" to="/admin/problems">
          {t('common.cancel')}
        </Link>
      </div>
    </section>
  );
}
