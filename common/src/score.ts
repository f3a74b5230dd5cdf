import { JudgeCaseMode, oiRankScore, ProblemType } from './problem';

/** What the score rules need to know about a problem. */
export interface ScoredProblem {
  type: number;
  difficulty: number;
  /** Display id: rank scores of `Y…` problems are halved. */
  problemId: string;
}

/** A submission's stored score and OI rank score. */
export interface FinalScores {
  score: number | null;
  oiRankScore: number | null;
}

/** OI problems keep scores, per case and in total; ACM problems keep none. */
export function keepsScores(problemType: number): boolean {
  return problemType === ProblemType.OI;
}

/**
 * The score and OI rank score stored with a final verdict, from the score the judge (or the quiz
 * grader, or an admin) gave: both null on ACM problems, and on OI problems when there is no score.
 */
export function finalScores(problem: ScoredProblem, score: number | null): FinalScores {
  if (!keepsScores(problem.type) || score === null) return { score: null, oiRankScore: null };
  return { score, oiRankScore: oiRankScore(score, problem.difficulty, problem.problemId) };
}

/** The subtask modes score cases by subtask (group) rather than one by one. */
export function isSubtaskMode(judgeCaseMode: string): boolean {
  return judgeCaseMode === JudgeCaseMode.SUBTASK_LOWEST || judgeCaseMode === JudgeCaseMode.SUBTASK_AVERAGE;
}

/** Cases by subtask (`groupNum`), subtasks in the order they first appear, cases in their order. */
export function groupBySubtask<T extends { groupNum: number }>(cases: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const c of cases) {
    const group = groups.get(c.groupNum);
    if (group) group.push(c);
    else groups.set(c.groupNum, [c]);
  }
  return [...groups.values()];
}

/** Java's Math.round (half up). */
const javaRound = (x: number) => Math.floor(x + 0.5);

/**
 * A subtask's score from the scores of its cases: in subtask_lowest the lowest of them, in
 * subtask_average their mean rounded half up (0 for a subtask without cases).
 */
export function subtaskScore(judgeCaseMode: string, scores: readonly number[]): number {
  if (scores.length === 0) return 0;
  if (judgeCaseMode === JudgeCaseMode.SUBTASK_LOWEST) return Math.min(...scores);
  return javaRound(scores.reduce((sum, s) => sum + s, 0) / scores.length);
}

/**
 * Case scores added up the way the case mode counts them: in the subtask modes the sum over
 * subtasks of each subtask's score, in the other modes the plain sum.
 */
export function sumByCaseMode(
  judgeCaseMode: string,
  cases: readonly { score: number; groupNum: number }[],
): number {
  if (!isSubtaskMode(judgeCaseMode)) return cases.reduce((sum, c) => sum + c.score, 0);
  return groupBySubtask(cases).reduce(
    (sum, group) =>
      sum +
      subtaskScore(
        judgeCaseMode,
        group.map((c) => c.score),
      ),
    0,
  );
}

/**
 * A problem's full score from its cases (HOJ's ioScore, recomputed on save; the judge's cap): the
 * full case scores added up as the case mode counts them.
 */
export function problemTotalScore(
  judgeCaseMode: string,
  cases: readonly { score: number; groupNum: number }[],
): number {
  return sumByCaseMode(judgeCaseMode, cases);
}
