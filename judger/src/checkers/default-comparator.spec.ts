import { JudgeStatus } from '@verdict/common';
import { compareOutput, rtrimOutput } from './default-comparator';

const { ACCEPTED: AC, WRONG_ANSWER: WA, PRESENTATION_ERROR: PE } = JudgeStatus;
const b = (s: string) => Buffer.from(s, 'latin1');

describe('rtrimOutput', () => {
  it.each([
    ['3\n', '3'],
    ['1 2  \n3\t\n\n\n', '1 2\n3'],
    ['a \r\nb', 'a\nb'],
    ['  lead', '  lead'],
    ['', ''],
  ])('%j → %j', (input, output) => expect(rtrimOutput(input)).toBe(output));
});

describe('compareOutput', () => {
  it.each([
    // [user, expected, removeEndBlank, verdict]
    ['3\n', '3\n', true, AC],
    ['3', '3\n', true, AC],
    ['3   \n\n', '3\n', true, AC],
    ['1 2 \n3 \n', '1 2\n3\n', true, AC],
    ['1  2\n', '1 2\n', true, WA],
    ['12\n', '1 2\n', true, WA],
    ['4\n', '3\n', true, WA],
    ['\n3\n', '3\n', true, WA],
    ['3\n', '3\n', false, AC],
    ['3', '3\n', false, PE],
    ['1  2\n', '1 2\n', false, PE],
    ['12\n', '1 2\n', false, PE],
    ['4\n', '3\n', false, WA],
    ['', '', false, AC],
    ['', '\n', false, PE],
    ['x', '', true, WA],
  ])('%j vs %j (removeEndBlank=%s) → %s', (user, expected, removeEndBlank, verdict) => {
    expect(compareOutput(b(user), b(expected), removeEndBlank)).toBe(verdict);
  });
});
