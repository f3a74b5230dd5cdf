import { JudgeStatus } from '@verdict/common';

/**
 * AtCoder's verdict labels and this site's status for each. Output Limit Exceeded has no status
 * of its own here: the program ran and misbehaved, as a runtime error does. Query Limit Exceeded
 * (interactive tasks) is a wrong interaction, so Wrong Answer.
 */
const FINAL_VERDICTS: Readonly<Record<string, number>> = {
  AC: JudgeStatus.ACCEPTED,
  WA: JudgeStatus.WRONG_ANSWER,
  TLE: JudgeStatus.TIME_LIMIT_EXCEEDED,
  MLE: JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  RE: JudgeStatus.RUNTIME_ERROR,
  OLE: JudgeStatus.RUNTIME_ERROR,
  QLE: JudgeStatus.WRONG_ANSWER,
  CE: JudgeStatus.COMPILE_ERROR,
  IE: JudgeStatus.SYSTEM_ERROR,
};

/** Waiting for Judging, Waiting for Re-judging, Judging. */
const WAITING = new Set(['WJ', 'WR', 'JUDGING']);
/** "3/10" or "3/10 AC": cases judged so far, shown while the judge runs. */
const PROGRESS = /^\d+\s*\/\s*\d+/;

/**
 * The status of a verdict label: a `JudgeStatus` code when final, 'pending' while AtCoder still
 * judges, undefined for a label this adapter does not know.
 */
export function atCoderVerdict(label: string): number | 'pending' | undefined {
  const text = label.trim();
  if (PROGRESS.test(text) || WAITING.has(text.toUpperCase())) return 'pending';
  return FINAL_VERDICTS[text.toUpperCase()];
}
