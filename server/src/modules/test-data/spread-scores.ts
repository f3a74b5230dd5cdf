import { JudgeCaseMode } from '@verdict/common';

/**
 * Spreads `total` over `count` cases evenly; the remainder goes one point each to the last cases
 * (seed 2 §9: "total score 100 spread evenly with remainder to last tests"), so 100 over 3 is
 * 33, 33, 34 and 100 over 7 is 14 × 5, 15, 15.
 */
export function spreadScores(count: number, total = 100): number[] {
  if (count <= 0) return [];
  const each = Math.floor(total / count);
  const remainder = total - each * count;
  return Array.from({ length: count }, (_, index) => each + (index >= count - remainder ? 1 : 0));
}

/**
 * A problem's total score from its cases (hoj-domain-facts §2): the sum, or for subtask modes the
 * sum over groups of the group's minimum (lowest) or rounded average.
 */
export function totalScore(
  cases: readonly { score: number; groupNum: number }[],
  judgeCaseMode: string,
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
        : Math.round(scores.reduce((a, b) => a + b, 0) / scores.length);
  }
  return sum;
}
