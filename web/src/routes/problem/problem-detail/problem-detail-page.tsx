import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ProblemModel } from '@verdict/common';
import { PageLoading } from '@/components/ui/spinner';
import { useProblemDetail } from '@/hooks/api/problem';
import { useDocumentTitle } from '@/hooks/use-document-title';
import NotFoundPage from '@/routes/not-found';
import { CodingWorkspace } from './components/coding-workspace';
import { useProblemScope } from './problem-scope';

// Quiz problems are rare; their page is a separate chunk.
const QuizWorkspace = lazy(() => import('./components/quiz/quiz-workspace'));

export default function ProblemDetailPage() {
  const { t } = useTranslation();
  const { problemID } = useParams();
  const { gid } = useProblemScope();
  const { data, error, isLoading } = useProblemDetail(problemID, gid);
  useDocumentTitle(data ? `${data.problem.problemId} ${data.problem.title}` : t('title.problem'));
  if (isLoading) return <PageLoading />;
  if (error) throw error; // the route error boundary shows it
  if (!data) return <NotFoundPage />;
  if (data.problem.model === ProblemModel.QUIZ) {
    return (
      <Suspense fallback={<PageLoading />}>
        <QuizWorkspace detail={data} />
      </Suspense>
    );
  }
  return <CodingWorkspace detail={data} />;
}
