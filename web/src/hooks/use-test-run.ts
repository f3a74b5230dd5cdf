import { useEffect, useRef, useState } from 'react';
import { isFinalStatus, JudgeStatus } from '@verdict/common';
import { fetchTestJudgeResult } from '@/hooks/api/submission';
import type { TestJudgeResult } from '@/types/submission';

/** The test result is polled every second until it is no longer pending. */
export const TEST_POLL_INTERVAL_MS = 1000;

export type TestPhase = 'idle' | 'running' | 'done';

/**
 * A run on the user's input (a problem's test run, the online IDE's run): `submit` sends it and
 * answers its key, and the result is read from `get-test-judge-result` until its status is final.
 */
export function useTestRun<T>(submit: (run: T) => Promise<string>, onSubmitFailed: (error: unknown) => void) {
  const [phase, setPhase] = useState<TestPhase>('idle');
  const [result, setResult] = useState<TestJudgeResult | null>(null);
  const [ran, setRan] = useState<T | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const poll = (key: string) => {
    const check = async () => {
      try {
        const next = await fetchTestJudgeResult(key);
        if (!isFinalStatus(next.status ?? JudgeStatus.PENDING)) return poll(key);
        setResult(next);
        setPhase('done');
      } catch {
        // A failed result poll stops loading.
        setPhase('idle');
      }
    };
    timer.current = setTimeout(() => void check(), TEST_POLL_INTERVAL_MS);
  };

  /** Resolves to whether the server took the run. */
  const run = async (test: T): Promise<boolean> => {
    clearTimeout(timer.current);
    setResult(null);
    setRan(test);
    setPhase('running');
    try {
      poll(await submit(test));
      return true;
    } catch (error) {
      setPhase('idle');
      onSubmitFailed(error);
      return false;
    }
  };

  return { phase, result, ran, run };
}
