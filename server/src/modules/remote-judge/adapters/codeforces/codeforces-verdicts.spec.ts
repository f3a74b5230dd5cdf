import { JudgeStatus } from '@verdict/common';
import { toRunState } from './codeforces-verdicts';

const run = (verdict: string | undefined) => ({
  id: 1,
  creationTimeSeconds: 0,
  problem: { contestId: 1000, index: 'A' },
  verdict,
  timeConsumedMillis: 15,
  memoryConsumedBytes: 2048,
});

describe('toRunState', () => {
  it.each([
    ['OK', JudgeStatus.ACCEPTED],
    ['WRONG_ANSWER', JudgeStatus.WRONG_ANSWER],
    ['CHALLENGED', JudgeStatus.WRONG_ANSWER],
    ['PRESENTATION_ERROR', JudgeStatus.PRESENTATION_ERROR],
    ['TIME_LIMIT_EXCEEDED', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['IDLENESS_LIMIT_EXCEEDED', JudgeStatus.TIME_LIMIT_EXCEEDED],
    ['MEMORY_LIMIT_EXCEEDED', JudgeStatus.MEMORY_LIMIT_EXCEEDED],
    ['RUNTIME_ERROR', JudgeStatus.RUNTIME_ERROR],
    ['SECURITY_VIOLATED', JudgeStatus.RUNTIME_ERROR],
    ['COMPILATION_ERROR', JudgeStatus.COMPILE_ERROR],
    ['PARTIAL', JudgeStatus.PARTIAL_ACCEPTED],
    ['SKIPPED', JudgeStatus.SYSTEM_ERROR],
    ['FAILED', JudgeStatus.SYSTEM_ERROR],
    ['CRASHED', JudgeStatus.SYSTEM_ERROR],
    ['REJECTED', JudgeStatus.SUBMITTED_FAILED],
    ['A_VERDICT_ADDED_LATER', JudgeStatus.SYSTEM_ERROR],
  ])('%s ends as status %i', (verdict, status) => {
    expect(toRunState(run(verdict))).toMatchObject({ done: true, status });
  });

  it.each([['TESTING'], [undefined]])('%s is still being judged', (verdict) => {
    expect(toRunState(run(verdict))).toEqual({ done: false });
  });

  it('names the verdict behind a System Error', () => {
    expect(toRunState(run('CRASHED'))).toMatchObject({ errorMessage: 'Codeforces verdict: CRASHED' });
  });
});
