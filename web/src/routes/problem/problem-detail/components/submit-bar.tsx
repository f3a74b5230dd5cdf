import { type ReactNode, type Ref, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { JudgeStatus } from '@verdict/common';
import { StatusTag } from '@/components/common/status-tag';
import { confirmAction } from '@/components/ui/confirm';
import { fetchSubmission, submitCode } from '@/hooks/api/submission';
import { toast } from '@/stores/ui';
import type { ProblemDetail } from '@/types/problem';
import { explainsStatus } from '../assistant-hint-rule';
import { useCodeValidation } from '../hooks/use-code-validation';
import { useProblemScope } from '../problem-scope';
import { useLiveSubmission } from '../hooks/use-live-submission';
import { useSubmitCooldown } from '../hooks/use-submit-cooldown';
import { AcOverlay } from './ac-overlay';

interface SubmitBarProps {
  detail: ProblemDetail;
  code: string;
  language: string;
  testOpen: boolean;
  onToggleTest: () => void;
  /** False until Monaco has loaded: nothing typed can be submitted before that. */
  editorReady: boolean;
  /** The compiler output when the submission ends in Compile Error; null when a new one starts. */
  onCompileOutput: (language: string, output: string | null) => void;
  /** The Submit button, pressed by the Ctrl+Enter shortcut. */
  submitRef?: Ref<HTMLButtonElement>;
  /** The assistant's button (or why it is unavailable), beside the test button. */
  assistantButton?: ReactNode;
  /** Given when the page offers the assistant's "Why?" on a failed submission made here. */
  onExplain?: (submitId: number, status: number) => void;
}

/** Submit button and the live status of the latest submission. */
export function SubmitBar(props: SubmitBarProps) {
  const { detail, code, language, testOpen, onToggleTest, editorReady, onCompileOutput, submitRef } = props;
  const { assistantButton, onExplain } = props;
  const { t } = useTranslation();
  const validate = useCodeValidation();
  const cooldown = useSubmitCooldown('submit');
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState<{ submitId: number; language: string } | null>(null);
  const submitId = submitted?.submitId ?? null;
  const { state, celebrating, gaveUp } = useLiveSubmission(submitId);
  const compileFailed = state?.status === JudgeStatus.COMPILE_ERROR && state.submitId === submitId;
  useEffect(() => {
    if (!compileFailed || !submitted) return;
    let cancelled = false;
    fetchSubmission(submitted.submitId).then(
      (result) => !cancelled && onCompileOutput(submitted.language, result.submission.errorMessage ?? ''),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [compileFailed, submitted, onCompileOutput]);

  const { cid, tid, gid, confirmsOverwrite } = useProblemScope();
  const submittedBefore =
    submitId !== null ||
    (detail.myStatus !== undefined &&
      detail.myStatus !== null &&
      detail.myStatus !== JudgeStatus.NOT_SUBMITTED);
  const submit = async () => {
    if (!validate(code)) return;
    if (confirmsOverwrite && submittedBefore && !(await confirmAction(t('contest.overwriteConfirm')))) return;
    setSubmitting(true);
    onCompileOutput(language, null);
    try {
      const judge = await submitCode({
        pid: detail.problem.problemId,
        language,
        code,
        cid,
        tid: tid ?? null,
        gid: gid ?? null,
        isRemote: Boolean(detail.problem.isRemote),
      });
      toast('success', t('message.submitCodeSuccessfully'));
      cooldown.started();
      setSubmitted({ submitId: judge.submitId, language });
    } catch (error) {
      // A failed submit stops loading and hides the status panel.
      cooldown.refused(error);
      setSubmitted(null);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2 p-2">
      <button
        type="button"
        className={`btn ${testOpen ? 'border-blue-500 text-blue-700' : ''}`}
        onClick={onToggleTest}
        data-testid="toggle-test"
      >
        {t('testJudge.onlineTest')}
      </button>
      {assistantButton}
      {state ? (
        <div className="flex items-center gap-2 text-sm" data-testid="submission-status">
          <span className="text-slate-500">{t('submission.status')}:</span>
          <Link to={`/submission-detail/${state.submitId}`} data-testid="submission-status-link">
            <StatusTag status={state.status} />
          </Link>
          {state.time !== undefined && state.time !== null && !compileFailed ? (
            <span className="text-xs text-slate-500">{state.time}ms</span>
          ) : null}
          {detail.problem.type === 1 && state.score !== undefined && state.score !== null ? (
            <span className="text-xs text-slate-500">
              {t('submission.scoreValue', { score: state.score })}
            </span>
          ) : null}
          {onExplain && state.submitId === submitId && explainsStatus(state.status) ? (
            <button
              type="button"
              className="btn btn-sm"
              data-testid="assistant-why"
              onClick={() => onExplain(state.submitId, state.status)}
            >
              {t('problem.assistant.why')}
            </button>
          ) : null}
        </div>
      ) : (
        <PastAttempt myStatus={detail.myStatus} />
      )}
      {state && gaveUp ? (
        <span className="text-sm text-amber-700" data-testid="submission-no-result">
          {t('submission.submittedNoResult')}
        </span>
      ) : null}
      <button
        type="button"
        className="btn btn-primary ml-auto min-w-28"
        disabled={submitting || !editorReady || cooldown.secondsLeft > 0}
        title={editorReady ? undefined : t('editor.loading')}
        onClick={() => void submit()}
        data-testid="submit-code"
        ref={submitRef}
        aria-keyshortcuts="Control+Enter"
      >
        {submitting
          ? t('submission.submitting')
          : !editorReady
            ? t('editor.loading')
            : cooldown.secondsLeft > 0
              ? t('submission.submitAfter', { seconds: cooldown.secondsLeft })
              : t('submission.submit')}
        <kbd
          className="ml-2 hidden rounded bg-blue-800 px-1 text-xs font-normal text-white sm:inline"
          aria-hidden="true"
        >
          Ctrl+Enter
        </kbd>
      </button>
      {celebrating ? <AcOverlay /> : null}
    </div>
  );
}

/** Before a submission on this page: whether the user already solved or tried the problem. */
function PastAttempt({ myStatus }: { myStatus?: number | null }) {
  const { t } = useTranslation();
  if (myStatus === JudgeStatus.ACCEPTED)
    return (
      <span className="text-sm text-green-700" data-testid="past-attempt">
        {t('submission.solvedTheProblem')}
      </span>
    );
  if (myStatus === undefined || myStatus === null || myStatus === JudgeStatus.NOT_SUBMITTED) return null;
  return (
    <span className="text-sm text-slate-600" data-testid="past-attempt">
      {t('submission.submittedASolution')}
    </span>
  );
}
