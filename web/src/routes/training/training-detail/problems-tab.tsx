import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DifficultyTag } from '@/components/common/difficulty-tag';
import { MyStatusIcon } from '@/components/common/my-status-icon';
import { PageLoading } from '@/components/ui/spinner';
import { useTrainingProblems } from '@/hooks/api/training';
import { passRate, passRatio } from '@/lib/format';
import { storeProblemOrder } from '../problem-order';
import { useTraining } from './training-context';

/**
 * Seed 2 §2 training problem list: own status, display id, title, difficulty, tags (toggle), AC
 * rate. The order is kept for the problem page's previous and next.
 */
export default function ProblemsTab() {
  const { t } = useTranslation();
  const { training, hasAccess } = useTraining();
  const { data, error, mutate } = useTrainingProblems(training.id, hasAccess);
  const [showTags, setShowTags] = useState(false);
  useEffect(() => {
    if (data)
      storeProblemOrder(
        training.id,
        data.map((row) => row.problemId),
      );
  }, [data, training.id]);
  if (!hasAccess) return <p className="card p-6 text-center text-slate-600">{t('training.noAccess')}</p>;
  if (error && !data) {
    return (
      <div className="card p-6 text-center text-slate-600" role="alert">
        <p>{t('training.loadFailed')}</p>
        <button type="button" className="btn mt-2" onClick={() => void mutate()}>
          {t('common.reload')}
        </button>
      </div>
    );
  }
  if (!data) return <PageLoading />;
  return (
    <section className="card overflow-x-auto p-4">
      <table className="w-full min-w-[560px] text-sm" data-testid="training-problems">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="w-10 py-2" aria-label={t('problem.myStatus')} />
            <th className="w-24 py-2">{t('training.displayId')}</th>
            <th className="py-2">{t('problem.title')}</th>
            <th className="w-28 py-2">{t('problem.difficulty')}</th>
            <th className="py-2">
              <label className="inline-flex items-center gap-1 font-normal">
                <input
                  type="checkbox"
                  checked={showTags}
                  onChange={(event) => setShowTags(event.target.checked)}
                />
                {t('training.showTags')}
              </label>
            </th>
            <th className="w-40 py-2">{t('problem.acRate')}</th>
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.pid} className="border-b border-slate-100 hover:bg-slate-50" data-pid={row.pid}>
              <td className="py-2">
                <MyStatusIcon status={row.myStatus} />
              </td>
              <td className="py-2 font-mono">{row.displayId}</td>
              <td className="py-2">
                <Link
                  className="text-blue-700 hover:underline"
                  to={`/training/${training.id}/problem/${encodeURIComponent(row.problemId)}`}
                >
                  {row.title}
                </Link>
              </td>
              <td className="py-2">
                <DifficultyTag level={row.difficulty} />
              </td>
              <td className="py-2">
                {showTags ? (
                  <div className="flex flex-wrap gap-1">
                    {row.tags.map((tag) => (
                      <span
                        key={tag.id}
                        className="rounded px-1.5 py-0.5 text-xs text-white"
                        style={{ backgroundColor: tag.color || '#64748b' }}
                      >
                        {tag.name}
                      </span>
                    ))}
                  </div>
                ) : null}
              </td>
              <td className="py-2" title={`${row.ac}/${row.total}`}>
                <div className="flex items-center gap-2">
                  <div className="h-2 flex-1 overflow-hidden rounded bg-slate-200">
                    <div
                      className="h-full bg-green-500"
                      style={{ width: `${passRatio(row.ac, row.total)}%` }}
                    />
                  </div>
                  <span className="w-14 text-right text-xs text-slate-600">
                    {passRate(row.ac, row.total)}
                  </span>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {data.length === 0 ? (
        <p className="py-6 text-center text-slate-500">{t('training.noProblems')}</p>
      ) : null}
    </section>
  );
}
