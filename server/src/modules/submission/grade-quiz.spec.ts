import { JudgeStatus } from '@verdict/common';
import { gradeQuiz, parseQuizAnswers } from './grade-quiz';

const KEY = [
  { question: 1, answer: 'A', score: 40 },
  { question: 2, answer: 'T', score: 30 },
  { question: 3, answer: 'CD', score: 30 },
];

describe('gradeQuiz', () => {
  it.each([
    ['1.A\n2.T\n3.CD', JudgeStatus.ACCEPTED, 100],
    ['1.a\n2:t\n3) cd', JudgeStatus.ACCEPTED, 100],
    ['1.A\n2.F\n3.', JudgeStatus.PARTIAL_ACCEPTED, 40],
    ['1.B\n2.F\n3.C', JudgeStatus.WRONG_ANSWER, 0],
    ['', JudgeStatus.WRONG_ANSWER, 0],
  ])('%j → status %i, score %i', (code, status, score) => {
    const grade = gradeQuiz(code, KEY);
    expect(grade.status).toBe(status);
    expect(grade.score).toBe(score);
  });

  it('ignores lines that are not answers', () => {
    expect([...parseQuizAnswers('hello\n12.B\nx.Y')]).toEqual([[12, 'B']]);
  });
});
