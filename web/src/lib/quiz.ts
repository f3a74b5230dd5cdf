/**
 * Quiz-mode statements: each `{{select(n)}}` placeholder is one question; n = 2 gives
 * T/F options, anything else A to F. Answers are submitted as numbered lines ("1.A").
 */
import { JudgeStatus } from '@verdict/common';

export const QUIZ_PLACEHOLDER = /\{\{\s*select\((\d+)\)\s*\}\}/g;
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];

export type QuizPart =
  { kind: 'text'; text: string } | { kind: 'question'; number: number; options: string[] };

export function optionsFor(count: number): string[] {
  return count === 2 ? ['T', 'F'] : LETTERS;
}

export function splitQuiz(statement: string): QuizPart[] {
  const parts: QuizPart[] = [];
  let last = 0;
  let number = 0;
  for (const match of statement.matchAll(QUIZ_PLACEHOLDER)) {
    const index = match.index ?? 0;
    if (index > last) parts.push({ kind: 'text', text: statement.slice(last, index) });
    number += 1;
    parts.push({ kind: 'question', number, options: optionsFor(Number(match[1])) });
    last = index + match[0].length;
  }
  if (last < statement.length) parts.push({ kind: 'text', text: statement.slice(last) });
  return parts;
}

export function encodeAnswers(answers: Record<number, string>, questionCount: number): string {
  return Array.from({ length: questionCount }, (_, index) => `${index + 1}.${answers[index + 1] ?? ''}`).join(
    '\n',
  );
}

/**
 * Quiz submit is allowed with no submission yet, or after a cancelled or system-error one;
 * privileged viewers may always submit.
 */
export function quizSubmitEnabled(lastStatus: number | null | undefined, privileged: boolean): boolean {
  if (privileged) return true;
  return (
    lastStatus === null ||
    lastStatus === undefined ||
    lastStatus === JudgeStatus.NOT_SUBMITTED ||
    lastStatus === JudgeStatus.CANCELLED ||
    lastStatus === JudgeStatus.SYSTEM_ERROR
  );
}
