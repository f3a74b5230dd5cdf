import type { AcmProblemCell, AcmRankRow, OiRankRow } from '@verdict/common';

type RankRow = AcmRankRow | OiRankRow;

/** HOJ's rank spreadsheet header: who, the totals of the rule, then one column per problem. */
export function rankSheetHeader(acm: boolean, displayIds: readonly string[]): string[] {
  const totals = acm ? ['AC', 'Total Submission', 'Total Penalty Time'] : ['Total Score'];
  return ['Rank', 'Username', 'ShowName', 'Real Name', 'School', ...totals, ...displayIds];
}

/** An ACM cell as HOJ writes it: +(1) first try, -(n) accepted on try n, -(e+t) wrong then frozen, ?(t) frozen only. */
function acmCellText(cell: AcmProblemCell | undefined): string {
  if (!cell) return '';
  if (cell.isAC) return cell.errorNum === 0 ? '+(1)' : `-(${cell.errorNum + 1})`;
  if (cell.errorNum > 0 && cell.tryNum > 0) return `-(${cell.errorNum}+${cell.tryNum})`;
  if (cell.errorNum > 0) return `-(${cell.errorNum})`;
  return cell.tryNum > 0 ? `?(${cell.tryNum})` : '';
}

/** One board row as a spreadsheet row; star users rank "*". */
export function rankSheetRow(row: RankRow, displayIds: readonly string[]): (string | number)[] {
  const who = [
    row.rank === -1 ? '*' : String(row.rank),
    row.username,
    row.rankShowName ?? '',
    row.realname ?? '',
    row.school ?? '',
  ];
  if ('ac' in row) {
    return [
      ...who,
      row.ac,
      row.total,
      row.totalTime,
      ...displayIds.map((id) => acmCellText(row.submissionInfo[id])),
    ];
  }
  return [...who, row.totalScore, ...displayIds.map((id) => row.submissionInfo[id] ?? '')];
}
