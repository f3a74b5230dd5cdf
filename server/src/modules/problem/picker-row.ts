import type { PickedProblem } from './problem-picker';

/** What a back-office problem picker shows of a problem. */
export type PickerRow = Omit<PickedProblem, 'isVip'>;

export function toPickerRow(row: PickedProblem): PickerRow {
  return {
    id: row.id,
    problemId: row.problemId,
    title: row.title,
    author: row.author,
    type: row.type,
    difficulty: row.difficulty,
    auth: row.auth,
  };
}
