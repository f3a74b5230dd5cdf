import { useTranslation } from 'react-i18next';
import { formatDuration } from '@/lib/contest-time';
import type { AcmRow, ContestProblem } from '@/types/contest';
import { RankPerson } from './rank-person';

/** ACM board cell colours: first AC, AC, tries under the seal, wrong. */
function cellClass(cell: AcmRow['submissionInfo'][string] | undefined): string {
  if (!cell) return '';
  if (cell.isFirstAC) return 'bg-green-700 text-white';
  if (cell.isAC) return 'bg-green-100 text-green-900';
  if (cell.tryNum > 0) return 'bg-amber-100 text-amber-900';
  if (cell.errorNum > 0) return 'bg-red-100 text-red-900';
  return '';
}

export function AcmBoard({ rows, problems }: { rows: AcmRow[]; problems: ContestProblem[] }) {
  const { t } = useTranslation();
  return (
    <table className="w-full min-w-[640px] text-sm" data-testid="acm-board">
      <thead>
        <tr className="border-b border-slate-200 text-slate-500">
          <th className="w-12 py-2">#</th>
          <th className="py-2 text-left">{t('contest.user')}</th>
          <th className="w-16 py-2">{t('contest.solved')}</th>
          <th className="w-24 py-2">{t('contest.penalty')}</th>
          {problems.map((problem) => (
            <th key={problem.id} className="w-20 py-2" title={problem.displayTitle}>
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
            <td className="py-1.5 text-center font-semibold">{row.ac}</td>
            <td className="py-1.5 text-center font-mono">{formatDuration(row.totalTime)}</td>
            {problems.map((problem) => {
              const cell = row.submissionInfo[problem.displayId];
              return (
                <td key={problem.id} className={`py-1.5 text-center font-mono text-xs ${cellClass(cell)}`}>
                  {cell?.isAC ? <div>{formatDuration(cell.ACTime ?? 0)}</div> : null}
                  {cell && cell.errorNum > 0 ? <div>(-{cell.errorNum})</div> : null}
                  {cell && cell.tryNum > 0 ? <div>{t('contest.tries', { count: cell.tryNum })}</div> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
