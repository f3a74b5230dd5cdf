import { JudgeStatus } from '@verdict/common';
import { firstFailingCase } from './first-failing-case';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PRESENTATION_ERROR: PE, TIME_LIMIT_EXCEEDED: TLE } = JudgeStatus;
const cases = (...statuses: number[]) =>
  statuses.map((status, i) => ({ caseId: 100 + i, seq: i + 1, status }));

describe('firstFailingCase', () => {
  it.each([
    ['every case wrong: the first only', cases(WA, WA, WA), 100],
    ['right, then wrong', cases(AC, WA, WA), 101],
    ['a presentation error counts', cases(AC, AC, PE), 102],
    ['other failures do not', cases(TLE, AC, WA), 102],
    ['nothing wrong', cases(AC, TLE), null],
    ['no cases', [], null],
  ])('%s', (_name, rows, expected) => {
    expect(firstFailingCase(rows)).toBe(expected);
  });

  it('goes by the judged order, not the order the rows come in', () => {
    expect(firstFailingCase([...cases(AC, WA, WA)].reverse())).toBe(101);
  });
});
