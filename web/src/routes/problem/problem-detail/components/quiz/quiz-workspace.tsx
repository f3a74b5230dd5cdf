import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '@/components/common/markdown';
import { confirmAction } from '@/components/ui/confirm';
import { submitCode } from '@/hooks/api/submission';
import { encodeAnswers, quizSubmitEnabled, splitQuiz } from '@/lib/quiz';
import { RIGHT_MIN_QUIZ_PX } from '@/lib/split-layout';
import { useAbilities } from '@/stores/session';
import { openAccountDialog, toast } from '@/stores/ui';
import type { ProblemDetail } from '@/types/problem';
import { useProblemScope } from '../../problem-scope';
import { SplitPane } from '../split-pane';
import { QuizQuestion } from './quiz-question';

/** The quiz-mode problem page. */
export default function QuizWorkspace({ detail }: { detail: ProblemDetail }) {
  const { t } = useTranslation();
  const abilities = useAbilities();
  const parts = splitQuiz(detail.problem.description ?? '');
  const count = parts.filter((part) => part.kind === 'question').length;
  const [answers, setAnswers] = useState<Record<number, string>>({});
  const [lastStatus, setLastStatus] = useState(detail.myStatus ?? null);
  const canSubmit = quizSubmitEnabled(
    lastStatus,
    abilities.isAdmin || (abilities.isTeacher && abilities.isVip),
  );
  const answered = Object.values(answers).filter(Boolean).length;

  const { cid, tid, gid } = useProblemScope();
  const submit = async () => {
    if (!abilities.isLoggedIn) {
      toast('warning', t('message.pleaseLoginFirst'));
      return openAccountDialog('Login');
    }
    if (answered === 0) return toast('warning', t('quiz.chooseFirst'));
    if (answered < count) return toast('warning', t('quiz.finishAll'));
    if (!(await confirmAction(t('quiz.confirmSubmit')))) return;
    const judge = await submitCode({
      pid: detail.problem.problemId,
      language: detail.languages[0] ?? 'Objective',
      code: encodeAnswers(answers, count),
      cid,
      tid: tid ?? null,
      gid: gid ?? null,
      isRemote: false,
    });
    toast('success', t('message.submitCodeSuccessfully'));
    setLastStatus(judge.status);
  };

  const statement = (
    <article className="card p-4">
      <h1 className="mb-4 text-xl font-bold">
        {detail.problem.problemId} {detail.problem.title}
      </h1>
      {parts.map((part, index) =>
        part.kind === 'text' ? (
          <Markdown key={index}>{part.text}</Markdown>
        ) : (
          <QuizQuestion
            key={index}
            number={part.number}
            options={part.options}
            value={answers[part.number]}
            onChange={(value) => setAnswers((prev) => ({ ...prev, [part.number]: value }))}
          />
        ),
      )}
    </article>
  );
  const navigator = (
    <aside className="card sticky top-20 p-4">
      <h2 className="mb-3 font-semibold">{t('quiz.navigator')}</h2>
      <div className="mb-4 flex flex-wrap gap-1.5">
        {Array.from({ length: count }, (_, index) => index + 1).map((number) => (
          <a
            key={number}
            href={`#question-${number}`}
            className={`flex h-8 w-8 items-center justify-center rounded border text-sm ${answers[number] ? 'border-blue-600 bg-blue-600 text-white' : 'border-slate-300'}`}
          >
            {number}
          </a>
        ))}
      </div>
      <div className="flex gap-2">
        {canSubmit ? (
          <button
            type="button"
            className="btn btn-primary flex-1"
            onClick={() => void submit().catch(() => undefined)}
          >
            {t('quiz.submit')}
          </button>
        ) : null}
        <button type="button" className="btn flex-1" onClick={() => setAnswers({})}>
          {t('quiz.clear')}
        </button>
      </div>
    </aside>
  );
  return <SplitPane left={statement} right={navigator} rightMinPx={RIGHT_MIN_QUIZ_PX} />;
}
