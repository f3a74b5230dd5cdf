import { JudgeStatus } from '@verdict/common';
import { checkerVerdict } from './checker-verdict';

const { ACCEPTED: AC, WRONG_ANSWER: WA, SYSTEM_ERROR: SE, PARTIAL_ACCEPTED: PA } = JudgeStatus;

describe('checkerVerdict', () => {
  it.each([
    // exit code, signal, output, status, partial
    [0, 0, 'ok fine', AC, undefined],
    [1, 0, 'wrong answer 1st differs', WA, undefined],
    [2, 0, 'wrong output format', WA, undefined],
    [3, 0, 'FAIL answer file broken', SE, undefined],
    [7, 0, 'points 0.25 quarter', PA, 0.25],
    [7, 0, 'points 1', AC, undefined],
    [7, 0, 'points 0', WA, 0],
    [7, 0, 'no number here', SE, undefined],
    [100, 0, '', AC, undefined],
    [101, 0, '', WA, undefined],
    [102, 0, '', WA, undefined],
    [103, 0, '', SE, undefined],
    [99, 0, '40', PA, 0.4],
    [0, 11, '', SE, undefined],
    [42, 0, '', SE, undefined],
  ])('exit %d signal %d %j', (code, signal, output, status, partial) => {
    const verdict = checkerVerdict(code, signal, output);
    expect(verdict.status).toBe(status);
    expect(verdict.partial).toBe(partial);
  });

  it('marks a presentation error in the message (reported as WA, as HOJ does)', () => {
    expect(checkerVerdict(2, 0, 'expected space').message).toBe('Presentation error: expected space');
  });
});
