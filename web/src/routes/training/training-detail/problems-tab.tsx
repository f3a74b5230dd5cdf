import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ProblemHeaderCells, ProblemRowCells } from '@/components/common/problem-table-cells';
import { PageLoading } from '@/components/ui/spinner';
import { useTrainingProblems } from '@/hooks/api/training';
import { storeProblemOrder } from '../problem-order';
import { trainingProblemPath, useTraining } from './training-context';
import '@/i18n/areas/training';

/**
 * Seed 2 §2 training problem list: own status, display id, title, difficulty, tags (toggle), AC
 * rate. The order is kept for the problem page's previous and next.
 */
export default function ProblemsTab() {
  const { t } = useTranslation();
  const outlet = useTraining();
  const { training, hasAccess } = outlet;
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
            <ProblemHeaderCells
              showStatus
              idLabel={t('training.displayId')}
              difficultyWidth="w-28"
              tagsLabel={t('training.showTags')}
              showTags={showTags}
              onShowTagsChange={setShowTags}
            />
          </tr>
        </thead>
        <tbody>
          {data.map((row) => (
            <tr key={row.pid} className="border-b border-slate-100 hover:bg-slate-50" data-pid={row.pid}>
              <ProblemRowCells
                status={row.myStatus}
                displayId={row.displayId}
                to={trainingProblemPath(outlet, row.problemId)}
                title={row.title}
                difficulty={row.difficulty}
                tags={row.tags}
                showTags={showTags}
                ac={row.ac}
                total={row.total}
              />
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
