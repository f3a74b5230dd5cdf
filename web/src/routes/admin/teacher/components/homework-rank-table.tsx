import { useTranslation } from 'react-i18next';
import { ProblemType, type HomeworkProblemStat, type HomeworkRankRow } from '@verdict/common';
import { ProblemColumnHeads, SubmissionCell } from '@/routes/training/components/rank-cells';
import { TableScrollBox } from '../../components/table-scroll-box';
import { ProgressCell } from './progress-cell';
import '@/i18n/areas/teacher';

interface HomeworkRankTableProps {
  rows: HomeworkRankRow[];
  problems: HomeworkProblemStat[];
}

/** Rank, student, progress, then one cell per problem of the homework (green solved, red tried). */
export function HomeworkRankTable({ rows, problems }: HomeworkRankTableProps) {
  const { t } = useTranslation();
  if (rows.length === 0)
    return <p className="py-6 text-center text-slate-500">{t('teacher.detail.noStudents')}</p>;
  return (
    <TableScrollBox>
      <table className="admin-table w-full min-w-[640px] text-sm" data-testid="homework-rank">
        <thead>
          <tr className="border-b border-slate-200 text-left text-slate-500">
            <th className="w-12 py-2 text-center">{t('teacher.rank.rank')}</th>
            <th className="py-2 pr-2">{t('teacher.username')}</th>
            <th className="py-2 pr-2">{t('teacher.realname')}</th>
            <th className="py-2 pr-2">{t('teacher.progress')}</th>
            <ProblemColumnHeads problems={problems} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.uid} className="border-b border-slate-100" data-username={row.username}>
              <td className="py-1.5 text-center font-mono">{row.rank}</td>
              <td className="py-1.5 pr-2 font-medium">{row.username}</td>
              <td className="py-1.5 pr-2">{row.realname ?? ''}</td>
              <td className="py-1.5 pr-2">
                <ProgressCell ac={row.ac} problemCount={row.problemCount} />
              </td>
              {problems.map((problem) => (
                <SubmissionCell
                  key={problem.pid}
                  cell={row.submissionInfo[problem.displayId]}
                  problemType={ProblemType.ACM}
                />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
