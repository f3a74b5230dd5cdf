import { useEffect, useRef, useState } from 'react';
import { isFinalStatus, JudgeStatus } from '@verdict/common';
import { fetchTestJudgeResult, submitTestJudge } from '@/hooks/api/submission';
import type { TestJudgeResult } from '@/types/submission';

/** The test result is polled every second until it is no longer pending. */
export const TEST_POLL_INTERVAL_MS = 1000;

export interface TestRun {
  code: string;
  language: string;
  pid: number;
  problemID: string;
  userInput: string;
  expectedOutput: string;
  mode: string;
  isRemoteJudge: boolean;
}

export type TestPhase = 'idle' | 'running' | 'done';

export function useTestJudge(onSubmitFailed: (error: unknown) => void) {
  const [phase, setPhase] = useState<TestPhase>('idle');
  const [result, setResult] = useState<TestJudgeResult | null>(null);
  const [ran, setRan] = useState<TestRun | null>(null);
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
  const run = async (test: TestRun): Promise<boolean> => {
    clearTimeout(timer.current);
    setResult(null);
    setRan(test);
    setPhase('running');
    try {
      const key = await submitTestJudge({
        pid: test.pid,
        problemID: test.problemID,
        language: test.language,
        code: test.code,
        type: 'public',
        userInput: test.userInput,
        expectedOutput: test.expectedOutput || null,
        mode: test.mode,
        isRemoteJudge: test.isRemoteJudge,
      });
      poll(key);
      return true;
    } catch (error) {
      setPhase('idle');
      onSubmitFailed(error);
      return false;
    }
  };

  return { phase, result, ran, run };
}
