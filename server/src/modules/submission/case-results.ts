import {
  groupBySubtask,
  isSubtaskMode,
  JudgeCaseMode,
  JudgeStatus,
  normalizeJudgeCaseMode,
  subtaskScore,
  type JudgeCaseModeName,
  type JudgeCaseView,
  type CaseResultsView,
  type SubtaskView,
} from '@verdict/common';
import { judgeFailureSeenBy } from './error-message-view';
import type { JudgeCaseEntity } from './judge-case.entity';

/** Who reads the case results: program output is for teachers and admins, judge failures for admins. */
export interface CaseResultsViewer {
  showData: boolean;
  seesJudgeFailures: boolean;
}

/** A case's program output or checker message; a System Error case holds the judge's own reason. */
function userOutputSeenBy(row: JudgeCaseEntity, viewer: CaseResultsViewer): string | null {
  if (!viewer.showData || row.userOutput === null) return null;
  return row.status === JudgeStatus.SYSTEM_ERROR
    ? judgeFailureSeenBy(viewer.seesJudgeFailures, row.userOutput)
    : row.userOutput;
}

/**
 * One subtask's line: its score by the shared subtask rule. In subtask_average the rounded mean of
 * every case; in subtask_lowest the lowest case that was judged (all of them when none was), whose
 * status the line shows.
 */
function summarizeGroup(cases: JudgeCaseView[], mode: JudgeCaseModeName): SubtaskView {
  const ac = cases.filter((c) => c.status === JudgeStatus.ACCEPTED).length;
  const base = {
    groupNum: cases[0].groupNum,
    ac,
    total: cases.length,
    time: Math.max(0, ...cases.map((c) => c.time)),
    memory: Math.max(0, ...cases.map((c) => c.memory)),
    subtaskDetailList: cases,
  };
  if (mode === JudgeCaseMode.SUBTASK_AVERAGE) {
    const score = subtaskScore(
      mode,
      cases.map((c) => c.score),
    );
    const status =
      ac === cases.length
        ? JudgeStatus.ACCEPTED
        : score === 0
          ? JudgeStatus.WRONG_ANSWER
          : JudgeStatus.PARTIAL_ACCEPTED;
    return { ...base, score, status };
  }
  const judged = cases.filter((c) => c.status !== JudgeStatus.CANCELLED);
  const counted = judged.length > 0 ? judged : cases;
  const score = subtaskScore(
    mode,
    counted.map((c) => c.score),
  );
  const lowest = counted.find((c) => c.score === score);
  return { ...base, score, status: lowest?.status ?? JudgeStatus.CANCELLED };
}

/** Lays out stored case results for the detail page, grouped by subtask in subtask modes. */
export function buildCaseResults(
  judgeCaseMode: string,
  rows: JudgeCaseEntity[],
  viewer: CaseResultsViewer,
): CaseResultsView {
  const mode = normalizeJudgeCaseMode(judgeCaseMode) ?? JudgeCaseMode.DEFAULT;
  const cases: JudgeCaseView[] = rows.map((row) => ({
    caseId: row.caseId,
    seq: row.seq,
    status: row.status,
    time: row.time,
    memory: row.memory,
    score: row.score,
    groupNum: row.groupNum,
    inputData: row.inputData,
    outputData: row.outputData,
    userOutput: userOutputSeenBy(row, viewer),
  }));
  if (!isSubtaskMode(mode))
    return { judgeCaseMode: mode, judgeCaseList: cases, subTaskJudgeCaseVoList: null };
  return {
    judgeCaseMode: mode,
    judgeCaseList: cases,
    subTaskJudgeCaseVoList: groupBySubtask(cases).map((group) => summarizeGroup(group, mode)),
  };
}
