import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ProblemModel } from '@verdict/common';
import { PageLoading } from '@/components/ui/spinner';
import { useProblemDetail } from '@/hooks/api/problem';
import { useTrainingProblems } from '@/hooks/api/training';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CodingWorkspace } from '@/routes/problem/problem-detail/components/coding-workspace';
import { ProblemScopeContext } from '@/routes/problem/problem-detail/problem-scope';
import { neighboursOf } from '../problem-order';
import { trainingProblemPath, useTraining } from './training-context';
import '@/i18n/areas/training';

const QuizWorkspace = lazy(() => import('@/routes/problem/problem-detail/components/quiz/quiz-workspace'));

/** A training's problem with the editor, and previous / next in the training's order. */
export default function TrainingProblemPage() {
  const { t } = useTranslation();
  const { problemID = '' } = useParams();
  const outlet = useTraining();
  const { training, hasAccess } = outlet;
  // A group training may hold the group's own problems, which are read in the group's scope: its
  // problem list says which problem belongs where.
  const inGroup = training.gid !== null;
  const listed = useTrainingProblems(training.id, hasAccess && inGroup);
  const ready = hasAccess && (!inGroup || listed.data !== undefined || listed.error !== undefined);
  const gid = listed.data?.find((row) => row.problemId === problemID)?.gid ?? undefined;
  const { data, error } = useProblemDetail(ready ? problemID : undefined, gid);
  useDocumentTitle(data ? `${data.problem.problemId} ${data.problem.title}` : training.title);
  if (!hasAccess) return <p className="card p-6 text-center text-slate-600">{t('training.noAccess')}</p>;
  if (error) throw error;
  if (!data) return <PageLoading />;
  const { previous, next } = neighboursOf(training.id, problemID);
  const linkTo = (problemId: string) => trainingProblemPath(outlet, problemId);
  return (
    <div className="space-y-2">
      <nav className="flex flex-wrap items-center gap-2" aria-label={t('training.problemNavigation')}>
        <Link className="btn btn-sm" to={outlet.problemsPath}>
          {t('training.backToProblems')}
        </Link>
        <span className="flex-1" />
        {previous ? (
          <Link className="btn btn-sm" to={linkTo(previous)} data-testid="training-previous">
            ← {t('training.previous')}
          </Link>
        ) : null}
        {next ? (
          <Link className="btn btn-sm" to={linkTo(next)} data-testid="training-next">
            {t('training.next')} →
          </Link>
        ) : null}
      </nav>
      <ProblemScopeContext.Provider value={{ cid: 0, tid: training.id }}>
        {data.problem.model === ProblemModel.QUIZ ? (
          <Suspense fallback={<PageLoading />}>
            <QuizWorkspace detail={data} />
          </Suspense>
        ) : (
          <CodingWorkspace key={problemID} detail={data} />
        )}
      </ProblemScopeContext.Provider>
    </div>
  );
}
