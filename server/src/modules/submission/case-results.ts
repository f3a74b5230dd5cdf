import {
  JudgeCaseMode,
  JudgeStatus,
  normalizeJudgeCaseMode,
  type JudgeCaseView,
  type CaseResultsView,
  type SubtaskView,
} from '@verdict/common';
import { judgeFailureSeenBy } from './error-message-view';
import type { JudgeCaseEntity } from './judge-case.entity';

/** Who reads the case results: program output is for teachers and admins, judge failures for admins. */
export interface CaseResultsViewer {
  showData: boolean;
  isAdmin: boolean;
}

/** A case's program output or checker message; a System Error case holds the judge's own reason. */
function userOutputSeenBy(row: JudgeCaseEntity, viewer: CaseResultsViewer): string | null {
  if (!viewer.showData || row.userOutput === null) return null;
  return row.status === JudgeStatus.SYSTEM_ERROR
    ? judgeFailureSeenBy(viewer.isAdmin, row.userOutput)
    : row.userOutput;
}

function summarizeGroup(groupNum: number, cases: JudgeCaseView[], average: boolean): SubtaskView {
  const judged = cases.filter((c) => c.status !== JudgeStatus.CANCELLED);
  const ac = cases.filter((c) => c.status === JudgeStatus.ACCEPTED).length;
  const base = {
    groupNum,
    ac,
    total: cases.length,
    time: Math.max(0, ...cases.map((c) => c.time)),
    memory: Math.max(0, ...cases.map((c) => c.memory)),
    subtaskDetailList: cases,
  };
  if (average) {
    const score = Math.round(cases.reduce((sum, c) => sum + c.score, 0) / Math.max(1, cases.length));
    const status =
      ac === cases.length
        ? JudgeStatus.ACCEPTED
        : score === 0
          ? JudgeStatus.WRONG_ANSWER
          : JudgeStatus.PARTIAL_ACCEPTED;
    return { ...base, score, status };
  }
  const lowest = [...(judged.length > 0 ? judged : cases)].sort((a, b) => a.score - b.score)[0];
  return { ...base, score: lowest?.score ?? 0, status: lowest?.status ?? JudgeStatus.CANCELLED };
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
  const isSubtask = mode === JudgeCaseMode.SUBTASK_LOWEST || mode === JudgeCaseMode.SUBTASK_AVERAGE;
  if (!isSubtask) return { judgeCaseMode: mode, judgeCaseList: cases, subTaskJudgeCaseVoList: null };
  const groups = new Map<number, JudgeCaseView[]>();
  for (const c of cases) groups.set(c.groupNum, [...(groups.get(c.groupNum) ?? []), c]);
  return {
    judgeCaseMode: mode,
    judgeCaseList: cases,
    subTaskJudgeCaseVoList: [...groups.entries()].map(([groupNum, groupCases]) =>
      summarizeGroup(groupNum, groupCases, mode === JudgeCaseMode.SUBTASK_AVERAGE),
    ),
  };
}
