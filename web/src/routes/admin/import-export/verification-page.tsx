import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { PageLoading } from '@/components/ui/spinner';
import { useVerificationReport } from '@/hooks/api/problem-package';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { VerificationActions } from './components/verification-actions';
import { VerificationTable } from './components/verification-table';

/** /admin/problem/verification/:pid: the verdict of every solution a package shipped, against its tag. */
export default function VerificationPage() {
  const { t } = useTranslation();
  const pid = Number(useParams().pid);
  const { data, error, mutate } = useVerificationReport(Number.isInteger(pid) && pid > 0 ? pid : null);
  useDocumentTitle(t('importExport.verification.title'));
  if (error && !data) throw error;
  if (!data) return <PageLoading />;
  const finished = data.judged === data.total;
  return (
    <section className="card space-y-3 p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h1 className="mr-auto text-lg font-semibold">
          {t('importExport.verification.heading', { problemId: data.problemId, title: data.title })}
        </h1>
        <Link className="btn" to={`/admin/problem/edit/${data.pid}`}>
          {t('importExport.verification.editProblem')}
        </Link>
        <Link className="btn" to="/admin/problem/import-export">
          {t('importExport.title')}
        </Link>
      </div>
      <div className="space-y-1" role="status">
        <p className="text-sm" data-testid="verification-progress">
          {t('importExport.verification.progress', { judged: data.judged, total: data.total })}
          {finished && data.total > 0
            ? ` · ${
                data.mismatches > 0
                  ? t('importExport.verification.mismatchCount', { count: data.mismatches })
                  : t('importExport.verification.allMatch')
              }`
            : ''}
        </p>
        <progress
          className="w-full"
          max={Math.max(1, data.total)}
          value={data.judged}
          aria-label={t('importExport.verification.progressLabel')}
        />
      </div>
      <VerificationActions report={data} onChanged={() => void mutate()} />
      <VerificationTable rows={data.rows} />
    </section>
  );
}
