import { JudgeCaseMode, oiRankScore, ProblemType } from './problem';

/** What the score rules need to know about a problem. */
export interface ScoredProblem {
  type: number;
  difficulty: number;
  /** Display id: rank scores of `Y…` problems are halved (seed 1 §9). */
  problemId: string;
}

/** A submission's stored score and OI rank score. */
export interface FinalScores {
  score: number | null;
  oiRankScore: number | null;
}

/** OI problems keep scores, per case and in total; ACM problems keep none (hoj-domain-facts §2). */
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

/** Java's Math.round (half up). */
const javaRound = (x: number) => Math.floor(x + 0.5);

/**
 * A problem's full score from its cases (HOJ's ioScore, recomputed on save; the judge's cap): the
 * sum, or for the subtask modes the sum over groups of the group's lowest or rounded average score.
 */
export function problemTotalScore(
  judgeCaseMode: string,
  cases: readonly { score: number; groupNum: number }[],
): number {
  if (judgeCaseMode !== JudgeCaseMode.SUBTASK_LOWEST && judgeCaseMode !== JudgeCaseMode.SUBTASK_AVERAGE) {
    return cases.reduce((sum, c) => sum + c.score, 0);
  }
  const groups = new Map<number, number[]>();
  for (const c of cases) groups.set(c.groupNum, [...(groups.get(c.groupNum) ?? []), c.score]);
  let sum = 0;
  for (const scores of groups.values()) {
    sum +=
      judgeCaseMode === JudgeCaseMode.SUBTASK_LOWEST
        ? Math.min(...scores)
        : javaRound(scores.reduce((a, b) => a + b, 0) / scores.length);
  }
  return sum;
}
