/**
 * Spreads `total` over `count` cases evenly; the remainder goes one point each to the last cases,
 * so 100 over 3 is 33, 33, 34 and 100 over 7 is 14 × 5, 15, 15.
 */
export function spreadScores(count: number, total = 100): number[] {
  if (count <= 0) return [];
  const each = Math.floor(total / count);
  const remainder = total - each * count;
  return Array.from({ length: count }, (_, index) => each + (index >= count - remainder ? 1 : 0));
}
