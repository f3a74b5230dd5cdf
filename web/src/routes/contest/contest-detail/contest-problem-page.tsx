import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { ContestStatus, ContestType, ProblemModel } from '@verdict/common';
import { PageLoading } from '@/components/ui/spinner';
import { useContestProblemDetail } from '@/hooks/api/contest';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CodingWorkspace } from '@/routes/problem/problem-detail/components/coding-workspace';
import { ProblemScopeContext } from '@/routes/problem/problem-detail/problem-scope';
import { useContest } from './contest-context';

const QuizWorkspace = lazy(() => import('@/routes/problem/problem-detail/components/quiz/quiz-workspace'));

/** A contest problem under its contest display id and title, with the editor; submits go to the contest. */
export default function ContestProblemPage() {
  const { problemID } = useParams();
  const { contest, status, isContestAdmin } = useContest();
  const confirmsOverwrite =
    contest.type === ContestType.OI && status === ContestStatus.RUNNING && !isContestAdmin;
  const { data, error } = useContestProblemDetail(contest.id, problemID);
  useDocumentTitle(data ? `${data.problem.problemId} ${data.problem.title}` : contest.title);
  if (error) throw error;
  if (!data) return <PageLoading />;
  return (
    <ProblemScopeContext.Provider
      value={{ cid: contest.id, confirmsOverwrite, contestOngoing: status !== ContestStatus.ENDED }}
    >
      {data.problem.model === ProblemModel.QUIZ ? (
        <Suspense fallback={<PageLoading />}>
          <QuizWorkspace detail={data} />
        </Suspense>
      ) : (
        <CodingWorkspace detail={data} />
      )}
    </ProblemScopeContext.Provider>
  );
}
