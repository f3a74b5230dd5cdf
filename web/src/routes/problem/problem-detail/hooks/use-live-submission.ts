import { useEffect, useState } from 'react';
import { JudgeStatus } from '@verdict/common';
import { checkSubmissionsStatus } from '@/hooks/api/submission';
import { AC_ANIMATION_MS, playAcceptedSounds } from '@/lib/ac-celebration';
import { watchSubmission } from '@/lib/socket';
import { followSubmission } from '@/lib/submission-poller';
import type { SubmissionStatusEvent } from '@/types/submission';

async function pollOnce(submitId: number): Promise<SubmissionStatusEvent | null> {
  const map = await checkSubmissionsStatus([submitId]);
  const row = map[String(submitId)];
  return row ? { submitId, status: row.status, score: row.score, time: row.time, memory: row.memory } : null;
}

/**
 * The status of the latest submission, followed live; `celebrating` is true for 1.5 s on AC and
 * `gaveUp` once the polls ran out without a final status.
 */
export function useLiveSubmission(submitId: number | null) {
  const [state, setState] = useState<SubmissionStatusEvent | null>(null);
  const [celebrating, setCelebrating] = useState(false);
  const [gaveUp, setGaveUp] = useState(false);

  useEffect(() => {
    if (!submitId) return;
    setState({ submitId, status: JudgeStatus.PENDING, score: null, time: null, memory: null });
    setGaveUp(false);
    let celebrationTimer: ReturnType<typeof setTimeout> | undefined;
    const stop = followSubmission(
      submitId,
      (event) => {
        setState(event);
        if (event.status === JudgeStatus.ACCEPTED) {
          setCelebrating(true);
          playAcceptedSounds();
          celebrationTimer = setTimeout(() => setCelebrating(false), AC_ANIMATION_MS);
        }
      },
      { watch: watchSubmission, poll: pollOnce },
      () => setGaveUp(true),
    );
    return () => {
      stop();
      clearTimeout(celebrationTimer);
    };
  }, [submitId]);

  return { state, celebrating, gaveUp };
}
