import {
  JUDGE_STATUS_INFO,
  JudgeStatus,
  ProblemType,
  isJudgeStatusCode,
  type TrainingRankCell,
} from '@verdict/common';

/**
 * What a training rank cell shows: the score for a score-model problem or a
 * partial acceptance, else the short status and the run time in ms; empty without a result.
 */
export function rankCellText(cell: TrainingRankCell | undefined, problemType: number): string {
  if (!cell) return '';
  if (problemType === ProblemType.OI || cell.status === JudgeStatus.PARTIAL_ACCEPTED) {
    return String(cell.score ?? 0);
  }
  const short = isJudgeStatusCode(cell.status) ? JUDGE_STATUS_INFO[cell.status].short : String(cell.status);
  return cell.runTime === null ? short : `${short} ${cell.runTime}ms`;
}
