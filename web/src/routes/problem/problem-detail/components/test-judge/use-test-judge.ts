import { submitTestJudge } from '@/hooks/api/submission';
import { useTestRun } from '@/hooks/use-test-run';

export type { TestPhase } from '@/hooks/use-test-run';

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

/** A problem's test run: the code on the input (and expected output) given in the drawer. */
export function useTestJudge(onSubmitFailed: (error: unknown) => void) {
  return useTestRun<TestRun>(
    (test) =>
      submitTestJudge({
        pid: test.pid,
        problemID: test.problemID,
        language: test.language,
        code: test.code,
        type: 'public',
        userInput: test.userInput,
        expectedOutput: test.expectedOutput || null,
        mode: test.mode,
        isRemoteJudge: test.isRemoteJudge,
      }),
    onSubmitFailed,
  );
}
