import type { JudgeMessage } from '@verdict/common';

/** How result messages whose handler failed are tried again. */
export interface RetryPolicy {
  /** Delay before the first retry; each later one waits twice as long as the one before. */
  firstDelayMs: number;
  /** No retry waits longer than this. */
  maxDelayMs: number;
  /** A progress update is given up after this many failed attempts (its verdict follows anyway). */
  progressAttempts: number;
}

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 1000,
  maxDelayMs: 30_000,
  progressAttempts: 3,
};

/** Options of both drivers that shape the policy. */
export interface ResultRetryOptions {
  /** Delay before the first retry of a result whose handler failed (default 1 s, then doubling). */
  retryDelayMs?: number;
  /** Longest delay between retries (default 30 s). */
  retryMaxDelayMs?: number;
}

export function retryPolicy(options: ResultRetryOptions): RetryPolicy {
  return {
    ...DEFAULT_RETRY_POLICY,
    firstDelayMs: options.retryDelayMs ?? DEFAULT_RETRY_POLICY.firstDelayMs,
    maxDelayMs: Math.max(
      options.retryMaxDelayMs ?? DEFAULT_RETRY_POLICY.maxDelayMs,
      options.retryDelayMs ?? DEFAULT_RETRY_POLICY.firstDelayMs,
    ),
  };
}

/** What follows the nth failed attempt of a message (n ≥ 1): a retry after a delay, or giving up. */
export function afterFailure(
  message: JudgeMessage,
  failures: number,
  policy: RetryPolicy,
): { retryInMs: number } | 'drop' {
  // Progress is informative; a verdict is never given up (the database row must get it).
  if (message.type === 'progress' && failures >= policy.progressAttempts) return 'drop';
  return { retryInMs: Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - 1)) };
}
