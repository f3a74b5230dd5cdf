import { JudgeStatus } from '@verdict/common';
import type { QuizAnswer } from '../test-data/test-data.service';

export interface QuizGrade {
  status: number;
  score: number;
  /** Question number → whether the chosen answer was right. */
  correct: Record<number, boolean>;
}

/** Reads "1.A" / "2:T" lines into question number → answer (upper case). */
export function parseQuizAnswers(code: string): Map<number, string> {
  const answers = new Map<number, string>();
  for (const line of code.split(/\r?\n/)) {
    const match = /^\s*(\d+)\s*[.:：)]\s*([A-Za-z]*)\s*$/.exec(line);
    if (match) answers.set(Number(match[1]), match[2].toUpperCase());
  }
  return answers;
}

/**
 * Grades a quiz submission at once: each right answer earns its question's score; all right is
 * AC, none right WA, anything between PA.
 */
export function gradeQuiz(code: string, key: readonly QuizAnswer[]): QuizGrade {
  const chosen = parseQuizAnswers(code);
  const correct: Record<number, boolean> = {};
  let score = 0;
  for (const question of key) {
    const ok = chosen.get(question.question) === question.answer.toUpperCase();
    correct[question.question] = ok;
    if (ok) score += question.score;
  }
  const rightCount = Object.values(correct).filter(Boolean).length;
  const status =
    key.length > 0 && rightCount === key.length
      ? JudgeStatus.ACCEPTED
      : rightCount === 0
        ? JudgeStatus.WRONG_ANSWER
        : JudgeStatus.PARTIAL_ACCEPTED;
  return { status, score, correct };
}
