import type { JudgeProgress, SubmissionResult, TestRunResult } from '@verdict/common';
import { afterFailure, retryPolicy, type RetryPolicy } from './retry-policy';

const policy: RetryPolicy = { firstDelayMs: 1000, maxDelayMs: 30_000, progressAttempts: 3 };
const progress = { type: 'progress' } as JudgeProgress;
const result = { type: 'result' } as SubmissionResult;
const testResult = { type: 'test-result' } as TestRunResult;

describe('afterFailure', () => {
  it.each([
    [result, 1, { retryInMs: 1000 }],
    [result, 2, { retryInMs: 2000 }],
    [result, 5, { retryInMs: 16_000 }],
    [result, 6, { retryInMs: 30_000 }],
    [result, 500, { retryInMs: 30_000 }],
    [testResult, 40, { retryInMs: 30_000 }],
    [progress, 1, { retryInMs: 1000 }],
    [progress, 2, { retryInMs: 2000 }],
    [progress, 3, 'drop'],
    [progress, 4, 'drop'],
  ] as const)('%o after %i failures → %o', (message, failures, expected) => {
    expect(afterFailure(message, failures, policy)).toEqual(expected);
  });
});

describe('retryPolicy', () => {
  it('takes the delays from the options, the cap never below the first delay', () => {
    expect(retryPolicy({})).toEqual(policy);
    expect(retryPolicy({ retryDelayMs: 50 })).toEqual({ ...policy, firstDelayMs: 50 });
    expect(retryPolicy({ retryDelayMs: 50, retryMaxDelayMs: 10 })).toEqual({
      ...policy,
      firstDelayMs: 50,
      maxDelayMs: 50,
    });
  });
});
