import { useTranslation } from 'react-i18next';
import type { ContestProblem, OiRow } from '@/types/contest';
import { RankPerson } from './rank-person';

/** Score colours: 0 red, 1–99 between, 100 full. */
function scoreClass(score: number | undefined): string {
  if (score === undefined) return '';
  if (score >= 100) return 'bg-green-100 text-green-900';
  if (score <= 0) return 'bg-red-100 text-red-900';
  return 'bg-amber-100 text-amber-900';
}

export function OiBoard({ rows, problems }: { rows: OiRow[]; problems: ContestProblem[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full min-w-[640px] text-sm" data-testid="oi-board">
      <thead>
        <tr className="border-b border-slate-200 text-slate-500">
          <th className="w-12 py-2">#</th>
          <th className="py-2 text-left">{t('contest.user')}</th>
          <th className="w-28 py-2">{t('contest.totalScore')}</th>
          {problems.map((problem) => (
            <th key={problem.id} className="w-16 py-2" title={problem.displayTitle}>
              {problem.displayId}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr
            key={`${row.uid}:${index}`}
            className={`border-b border-slate-100 ${row.isConcerned ? 'bg-blue-50' : ''}`}
          >
            <RankPerson row={row} />
            <td className="py-1.5 text-center font-semibold">
              {row.totalScore}
              <span className="ml-1 text-xs font-normal text-slate-500">({row.totalTime} ms)</span>
            </td>
            {problems.map((problem) => {
              const score = row.submissionInfo[problem.displayId];
              return (
                <td key={problem.id} className={`py-1.5 text-center font-mono text-xs ${scoreClass(score)}`}>
                  {score ?? ''}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
