import {
  JudgeCaseMode,
  JudgeStatus,
  problemTotalScore,
  ProblemType,
  sumByCaseMode,
  type JudgeCaseModeName,
  type ProblemTypeCode,
} from '@verdict/common';

/** One judged (or skipped) case as scoring sees it. */
export interface ScoredCase {
  seq: number;
  status: number;
  /** Full score of the case. */
  caseScore: number;
  /** Fraction in [0, 1] given by a checker for a partially accepted case. */
  partial?: number;
  groupNum: number;
}

/**
 * How the runner walks the cases: all of them; stop after the first failing one
 * (ergodic_without_error); or, in subtask_lowest, skip the rest of a group once one of its cases fails.
 */
export type CaseRunOrder = 'all' | 'stop-at-first-failure' | 'subtask-skip-rest-of-group';

/** subtask_lowest only applies to OI problems; on ACM problems HOJ falls through to default. */
export function effectiveCaseMode(mode: JudgeCaseModeName, type: ProblemTypeCode): JudgeCaseModeName {
  if (mode === JudgeCaseMode.SUBTASK_LOWEST && type !== ProblemType.OI) return JudgeCaseMode.DEFAULT;
  return mode;
}

export function caseRunOrder(mode: JudgeCaseModeName): CaseRunOrder {
  if (mode === JudgeCaseMode.ERGODIC_WITHOUT_ERROR) return 'stop-at-first-failure';
  if (mode === JudgeCaseMode.SUBTASK_LOWEST) return 'subtask-skip-rest-of-group';
  return 'all';
}

/** In subtask_lowest a case "passes" when AC or partially accepted with a positive share. */
export function keepsGroupGoing(c: Pick<ScoredCase, 'status' | 'partial'>): boolean {
  return (
    c.status === JudgeStatus.ACCEPTED || (c.status === JudgeStatus.PARTIAL_ACCEPTED && (c.partial ?? 0) > 0)
  );
}

/** AC → full score; PA → floor(share × score); anything else 0. */
export function caseEarned(c: ScoredCase): number {
  if (c.status === JudgeStatus.ACCEPTED) return c.caseScore;
  if (c.status === JudgeStatus.PARTIAL_ACCEPTED) return Math.floor((c.partial ?? 0) * c.caseScore + 1e-9);
  return 0;
}

/** Earned scores added up as the case mode counts them (per subtask in the subtask modes), before the cap. */
export function sumScore(mode: JudgeCaseModeName, cases: readonly ScoredCase[]): number {
  return sumByCaseMode(
    mode,
    cases.map((c) => ({ score: caseEarned(c), groupNum: c.groupNum })),
  );
}

export interface SubmissionVerdict {
  status: number;
  score: number;
}

/**
 * The submission's status and score from its case results (JudgeStrategy.computeResultInfo):
 * all AC → AC with the full score; ACM → the first failing case's status; OI → the first failing
 * status when every case failed, else Partial Accepted. `cases` holds every case of the problem
 * that has a row (judged or cancelled); `all` lists the full case set for the total.
 */
export function scoreSubmission(
  type: ProblemTypeCode,
  mode: JudgeCaseModeName,
  cases: readonly ScoredCase[],
  all: readonly Pick<ScoredCase, 'caseScore' | 'groupNum'>[] = cases,
): SubmissionVerdict {
  const total = problemTotalScore(
    mode,
    all.map((c) => ({ score: c.caseScore, groupNum: c.groupNum })),
  );
  const ordered = [...cases].sort((a, b) => a.seq - b.seq);
  const failing = ordered.filter((c) => c.status !== JudgeStatus.ACCEPTED);
  if (failing.length === 0 && ordered.length > 0) {
    return {
      status: JudgeStatus.ACCEPTED,
      score: mode === JudgeCaseMode.DEFAULT ? total : Math.min(sumScore(mode, ordered), total),
    };
  }
  let score = sumScore(mode, ordered);
  if (total !== 0) score = Math.min(score, total);
  const firstFailure = failing[0]?.status ?? JudgeStatus.SYSTEM_ERROR;
  if (type === ProblemType.ACM) return { status: firstFailure, score };
  return { status: failing.length === ordered.length ? firstFailure : JudgeStatus.PARTIAL_ACCEPTED, score };
}
