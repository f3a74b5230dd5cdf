/**
 * Follows one submission until its status is final: socket.io push first, with polling every
 * 2 s as the fallback (at most 300 polls). Once the subscription is confirmed one
 * poll runs at once: a status reached before the server joined the room was never pushed. While
 * subscribed a poll still runs every 5th tick, so a missed push cannot leave the page waiting.
 */
import { isFinalStatus } from '@verdict/common';
import type { SubmissionStatusEvent } from '@/types/submission';

export const POLL_INTERVAL_MS = 2000;
export const MAX_POLLS = 300;
const SAFETY_POLL_EVERY = 5;

export interface PollerDeps {
  watch: (
    submitId: number,
    onStatus: (event: SubmissionStatusEvent) => void,
    onSubscribed: () => void,
  ) => { stop: () => void; isConnected: () => boolean };
  poll: (submitId: number) => Promise<SubmissionStatusEvent | null>;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/** Returns the stop function; `onGiveUp` runs when the polls run out before a final status. */
export function followSubmission(
  submitId: number,
  onUpdate: (event: SubmissionStatusEvent) => void,
  deps: PollerDeps,
  onGiveUp: () => void = () => undefined,
): () => void {
  const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>));
  let stopped = false;
  let polls = 0;
  let ticks = 0;
  let timer: unknown = null;

  const finish = () => {
    stopped = true;
    watcher.stop();
    if (timer !== null) clearTimer(timer);
  };
  const deliver = (event: SubmissionStatusEvent) => {
    if (stopped) return;
    onUpdate(event);
    if (isFinalStatus(event.status)) finish();
  };
  const pollOnce = async () => {
    if (stopped || polls >= MAX_POLLS) return;
    polls += 1;
    try {
      const event = await deps.poll(submitId);
      if (event) deliver(event);
    } catch {
      // A failed poll is retried on the next tick.
    }
  };
  const watcher = deps.watch(submitId, deliver, () => void pollOnce());

  const tick = async () => {
    if (stopped) return;
    ticks += 1;
    if (!watcher.isConnected() || ticks % SAFETY_POLL_EVERY === 0) await pollOnce();
    if (stopped) return;
    if (polls < MAX_POLLS) timer = setTimer(() => void tick(), POLL_INTERVAL_MS);
    else {
      finish();
      onGiveUp();
    }
  };
  timer = setTimer(() => void tick(), POLL_INTERVAL_MS);
  return finish;
}
