import { useState } from 'react';
import type { IdeRunRequest } from '@verdict/common';
import { runInIde } from '@/hooks/api/ide';
import { useTestRun } from '@/hooks/use-test-run';
import { ApiError } from '@/lib/api-client';
import { useSubmitCooldown } from '@/routes/problem/problem-detail/hooks/use-submit-cooldown';

/**
 * Runs the IDE's code on its input. Runs share the test-run clock (the server's rate limit), so
 * the Run button counts down as the problem page's does; a refusal's message is kept for the page.
 */
export function useIdeRun() {
  const cooldown = useSubmitCooldown('test');
  const [refusal, setRefusal] = useState<string | null>(null);
  const test = useTestRun<IdeRunRequest>(runInIde, (error) => {
    cooldown.refused(error);
    // A 401 opens the login dialog instead, with no message of its own.
    setRefusal(error instanceof ApiError && error.message ? error.message : null);
  });
  return {
    ...test,
    refusal,
    secondsLeft: cooldown.secondsLeft,
    run: (request: IdeRunRequest) => {
      setRefusal(null);
      void test.run(request).then((taken) => taken && cooldown.started());
    },
  };
}
