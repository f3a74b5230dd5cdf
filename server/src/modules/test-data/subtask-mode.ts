import { JudgeCaseMode } from '@verdict/common';

/** Group numbers matter only in the two subtask modes (hoj-domain-facts §3). */
export function isSubtaskMode(mode: string): boolean {
  return mode === JudgeCaseMode.SUBTASK_LOWEST || mode === JudgeCaseMode.SUBTASK_AVERAGE;
}
