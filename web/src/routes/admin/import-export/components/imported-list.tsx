import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ImportedProblem } from '@verdict/common';
import { useVerificationReport } from '@/hooks/api/problem-package';

/** The problems a package import created, each with the progress of its verification run. */
export function ImportedList({ created }: { created: ImportedProblem[] }) {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-2">
      <p className="text-sm text-green-700">{t('importExport.imported', { count: created.length })}</p>
      <ul className="space-y-1 text-sm" data-testid="imported-problems">
        {created.map((problem) => (
          <li key={problem.pid} className="flex flex-wrap items-center gap-3">
            <Link className="text-blue-700 hover:underline" to={`/admin/problem/edit/${problem.pid}`}>
              {problem.problemId} {problem.title}
            </Link>
            {problem.solutions > 0 ? <VerificationProgress pid={problem.pid} /> : null}
          </li>
        ))}
      </ul>
    </div>
  );
}

function VerificationProgress({ pid }: { pid: number }) {
  const { t } = useTranslation();
  const { data } = useVerificationReport(pid);
  return (
    <Link className="text-blue-700 hover:underline" to={`/admin/problem/verification/${pid}`}>
      {data
        ? t('importExport.verification.progress', { judged: data.judged, total: data.total })
        : t('importExport.verification.title')}
      {data && data.judged === data.total && data.mismatches > 0
        ? ` · ${t('importExport.verification.mismatchCount', { count: data.mismatches })}`
        : ''}
    </Link>
  );
}
