import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/common/load-error';
import { PageLoading } from '@/components/ui/spinner';
import { useTrainingProblems } from '@/hooks/api/training';
import { ProblemRowsTable } from '@/routes/problem/problem-list/components/problem-table';
import { storeProblemOrder } from '../problem-order';
import { trainingProblemPath, useTraining } from './training-context';
import '@/i18n/areas/training';

/**
 * The training's problem list: own status, display id, title, difficulty, tags (toggle), AC
 * rate. The order is kept for the problem page's previous and next.
 */
export default function ProblemsTab() {
  const { t } = useTranslation();
  const outlet = useTraining();
  const { training, hasAccess } = outlet;
  const { data, error, mutate } = useTrainingProblems(training.id, hasAccess);
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
      <div className="card">
        <LoadError error={error} onRetry={() => void mutate()} title={t('training.loadFailed')} />
      </div>
    );
  }
  if (!data) return <PageLoading />;
  return (
    <section className="card p-4">
      <ProblemRowsTable
        rows={data.map((row) => ({
          key: row.pid,
          status: row.myStatus,
          displayId: row.displayId,
          to: trainingProblemPath(outlet, row.problemId),
          title: row.title,
          difficulty: row.difficulty,
          tags: row.tags,
          ac: row.ac,
          total: row.total,
          attributes: { 'data-pid': row.pid },
        }))}
        showStatus
        idLabel={t('training.displayId')}
        tagsLabel={t('training.showTags')}
        difficultyWidth="w-28"
        initialShowTags={false}
        minWidth="min-w-[560px]"
        testId="training-problems"
      />
      {data.length === 0 ? (
        <p className="py-6 text-center text-slate-500">{t('training.noProblems')}</p>
      ) : null}
    </section>
  );
}
