import { useTranslation } from 'react-i18next';
import { limitsApplyAsStated, OTHER_LANGUAGE_FACTOR } from '@/lib/problem-limits';
import type { Problem } from '@/types/problem';

/** The stated limits, and the doubled ones other languages get where they apply. */
export function ProblemLimits({ problem }: { problem: Problem }) {
  const { t } = useTranslation();
  const asStated = limitsApplyAsStated(problem.problemId, problem.isRemote);
  const time = problem.timeLimit;
  const memory = problem.memoryLimit;
  return (
    <dl
      className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2"
      data-testid="problem-limits"
    >
      <div>
        <dt className="inline font-medium">{t('problem.timeLimit')}: </dt>
        <dd className="inline">
          {asStated
            ? `${time}ms`
            : t('problem.limitByLanguage', {
                native: `${time}ms`,
                other: `${time * OTHER_LANGUAGE_FACTOR}ms`,
              })}
        </dd>
      </div>
      <div>
        <dt className="inline font-medium">{t('problem.memoryLimit')}: </dt>
        <dd className="inline">
          {asStated
            ? `${memory}MB`
            : t('problem.limitByLanguage', {
                native: `${memory}MB`,
                other: `${memory * OTHER_LANGUAGE_FACTOR}MB`,
              })}
        </dd>
      </div>
      {problem.type === 1 && problem.ioScore ? (
        <div>
          <dt className="inline font-medium">{t('problem.ioScore')}: </dt>
          <dd className="inline">{problem.ioScore}</dd>
        </div>
      ) : null}
    </dl>
  );
}
