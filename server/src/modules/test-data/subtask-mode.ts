import { JudgeCaseMode } from '@verdict/common';

/** Group numbers matter only in the two subtask modes (lowest and average). */
export function isSubtaskMode(mode: string): boolean {
  return mode === JudgeCaseMode.SUBTASK_LOWEST || mode === JudgeCaseMode.SUBTASK_AVERAGE;
}
