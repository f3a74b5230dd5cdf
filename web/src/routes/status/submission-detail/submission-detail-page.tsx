import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isFinalStatus, JudgeStatus } from '@verdict/common';
import { PageLoading } from '@/components/ui/spinner';
import { useCaseResults, useSubmissionDetail } from '@/hooks/api/submission';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { parseQuizCode } from '@/lib/quiz-answers';
import { POLL_INTERVAL_MS } from '@/lib/submission-poller';
import NotFoundPage from '@/routes/not-found';
import { CaseResultsView } from './components/case-results-view';
import { QuizAnswersView } from './components/quiz-answers-view';
import { SubmissionBanner } from './components/submission-banner';
import { SubmissionCode } from './components/submission-code';
import type { SubmissionLinks } from '../submission-links';
import { SubmissionSummaryTable } from './components/submission-summary-table';

/** `/submission-detail/:submitID`; a group shows it with its own `links`. */
export default function SubmissionDetailPage({ links }: { links?: SubmissionLinks }) {
  const { t } = useTranslation();
  const submitId = Number(useParams().submitID) || null;
  useDocumentTitle(t('title.submissionDetail'));
  const { data, error, isLoading, mutate } = useSubmissionDetail(submitId);
  const judging = data ? !isFinalStatus(data.submission.status) : false;
  const cases = useCaseResults(data && !judging ? submitId : null);
  // While the submission is still judged the page reloads it every 2 s.
  useSubmissionDetailRefresh(judging, mutate);
  if (isLoading) return <PageLoading />;
  if (error) throw error; // the route error boundary shows it
  if (!data) return <NotFoundPage />;
  const quizAnswers = parseQuizCode(data.submission.code ?? '');
  const problemId = data.submission.displayPid;
  // A compile error ran no case: no empty case card, only the compiler's words in the banner.
  const ranCases = data.submission.status !== JudgeStatus.COMPILE_ERROR;
  const scored = data.submission.score !== null && data.submission.score !== undefined;
  return (
    <div className="space-y-4" data-testid="submission-detail">
      {/* A resubmitted submission is Pending again: the reload restarts the polling above. */}
      <SubmissionBanner detail={data} onResubmitted={() => void mutate()} />
      <SubmissionSummaryTable submission={data.submission} links={links} />
      {quizAnswers && problemId ? (
        <QuizAnswersView
          problemId={problemId}
          answers={quizAnswers}
          cases={cases.data?.judgeCaseList ?? []}
        />
      ) : cases.data && ranCases ? (
        <CaseResultsView results={cases.data} scored={scored} />
      ) : null}
      <SubmissionCode detail={data} onChanged={() => void mutate()} />
    </div>
  );
}

function useSubmissionDetailRefresh(active: boolean, refresh: () => unknown): void {
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => void refresh(), POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [active, refresh]);
}
