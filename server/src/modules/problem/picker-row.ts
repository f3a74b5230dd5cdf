import { pick } from '../../common/objects/pick';
import type { PickedProblem } from './problem-picker';

/** What a back-office problem picker shows of a problem. */
export type PickerRow = Omit<PickedProblem, 'isVip'>;

const PICKER_FIELDS = ['id', 'problemId', 'title', 'author', 'type', 'difficulty', 'auth'] as const;

export function toPickerRow(row: PickedProblem): PickerRow {
  return pick(row, PICKER_FIELDS);
}
