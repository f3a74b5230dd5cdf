import { JudgeStatus } from '@verdict/common';
import type { JudgeCaseEntity } from './judge-case.entity';

/** Verdicts that make a wrong answer, of a submission and of a case (WA, and PE when blanks matter). */
export const WRONG_ANSWERS: readonly number[] = [JudgeStatus.WRONG_ANSWER, JudgeStatus.PRESENTATION_ERROR];

/**
 * The case HOJ calls `waCaseData`: of one submission's case results, the wrong answer judged
 * first (lowest sequence number); null when no case was a wrong answer.
 */
export function firstFailingCase(
  cases: readonly Pick<JudgeCaseEntity, 'caseId' | 'seq' | 'status'>[],
): number | null {
  let first: Pick<JudgeCaseEntity, 'caseId' | 'seq'> | null = null;
  for (const c of cases) {
    if (WRONG_ANSWERS.includes(c.status) && (first === null || c.seq < first.seq)) first = c;
  }
  return first?.caseId ?? null;
}
