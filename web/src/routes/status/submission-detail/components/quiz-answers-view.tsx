import { useTranslation } from 'react-i18next';
import { JudgeStatus } from '@verdict/common';
import { Markdown } from '@/components/common/markdown';
import { useProblemDetail } from '@/hooks/api/problem';
import { splitQuiz } from '@/lib/quiz';
import type { JudgeCase } from '@/types/submission';

interface QuizAnswersViewProps {
  problemId: string;
  answers: Map<number, string>;
  /** Per-question results when the server reports them as cases (seq = question number). */
  cases: JudgeCase[];
}

/** A quiz submission shows the statement with the chosen options ticked. */
export function QuizAnswersView({ problemId, answers, cases }: QuizAnswersViewProps) {
  const { t } = useTranslation();
  const { data } = useProblemDetail(problemId);
  if (!data) return null;
  const verdict = new Map(cases.map((item, index) => [item.seq ?? index + 1, item.status]));
  return (
    <section className="card p-4" data-testid="quiz-answers">
      <h2 className="mb-3 font-semibold">{t('submission.quizAnswers')}</h2>
      {splitQuiz(data.problem.description ?? '').map((part, index) => {
        if (part.kind === 'text') return <Markdown key={index}>{part.text}</Markdown>;
        const status = verdict.get(part.number);
        const tone =
          status === undefined
            ? 'border-slate-200 bg-slate-50'
            : status === JudgeStatus.ACCEPTED
              ? 'border-green-300 bg-green-50'
              : 'border-red-300 bg-red-50';
        return (
          <div
            key={index}
            className={`my-2 flex flex-wrap items-center gap-3 rounded-md border px-3 py-2 text-sm ${tone}`}
          >
            <span className="font-semibold">{t('quiz.question', { number: part.number })}</span>
            {part.options.map((option) => (
              <label key={option} className="inline-flex items-center gap-1">
                <input type="radio" disabled checked={answers.get(part.number) === option} readOnly />
                {option}
              </label>
            ))}
          </div>
        );
      })}
    </section>
  );
}
