import { afterEach, describe, expect, it, vi } from 'vitest';
import { followSubmission, MAX_POLLS, POLL_INTERVAL_MS } from './submission-poller';
import type { SubmissionStatusEvent } from '@/types/submission';

afterEach(() => vi.useRealTimers());

function fakeWatch(connected: boolean) {
  let push: ((event: SubmissionStatusEvent) => void) | null = null;
  let confirm: (() => void) | null = null;
  const stop = vi.fn();
  return {
    watch: (_id: number, onStatus: (event: SubmissionStatusEvent) => void, onSubscribed: () => void) => {
      push = onStatus;
      confirm = onSubscribed;
      return { stop, isConnected: () => connected };
    },
    push: (event: SubmissionStatusEvent) => push?.(event),
    confirmSubscription: () => confirm?.(),
    stop,
  };
}

describe('followSubmission', () => {
  it('polls every 2 s without a socket and stops on a final status', async () => {
    vi.useFakeTimers();
    const socket = fakeWatch(false);
    const statuses = [5, 7, 0];
    const poll = vi.fn(async () => ({
      submitId: 1,
      status: statuses.shift() ?? 0,
      score: null,
      time: null,
      memory: null,
    }));
    const updates: number[] = [];
    followSubmission(1, (event) => updates.push(event.status), { watch: socket.watch, poll });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 5);
    expect(updates).toEqual([5, 7, 0]);
    expect(poll).toHaveBeenCalledTimes(3);
    expect(socket.stop).toHaveBeenCalled();
  });

  it('takes pushed statuses and polls rarely while the socket is up', async () => {
    vi.useFakeTimers();
    const socket = fakeWatch(true);
    const poll = vi.fn(async () => ({ submitId: 1, status: 7, score: null, time: null, memory: null }));
    const updates: number[] = [];
    followSubmission(1, (event) => updates.push(event.status), { watch: socket.watch, poll });
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 4);
    expect(poll).not.toHaveBeenCalled();
    socket.push({ submitId: 1, status: -1, score: null, time: null, memory: null });
    expect(updates).toEqual([-1]);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 10);
    expect(poll).not.toHaveBeenCalled();
  });

  it('reads the status once as soon as the subscription is confirmed', async () => {
    vi.useFakeTimers();
    const socket = fakeWatch(true);
    // the verdict arrived before the server joined the room, so no push will ever carry it
    const poll = vi.fn(async () => ({ submitId: 1, status: 0, score: null, time: null, memory: null }));
    const updates: number[] = [];
    followSubmission(1, (event) => updates.push(event.status), { watch: socket.watch, poll });
    socket.confirmSubscription();
    await vi.advanceTimersByTimeAsync(0);
    expect(updates).toEqual([0]);
    expect(poll).toHaveBeenCalledTimes(1);
    expect(socket.stop).toHaveBeenCalled();
  });

  it('gives up after 300 polls', async () => {
    vi.useFakeTimers();
    const socket = fakeWatch(false);
    const poll = vi.fn(async () => ({ submitId: 1, status: 5, score: null, time: null, memory: null }));
    const gaveUp = vi.fn();
    followSubmission(1, () => undefined, { watch: socket.watch, poll }, gaveUp);
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * (MAX_POLLS - 1));
    expect(gaveUp).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 20);
    expect(poll).toHaveBeenCalledTimes(MAX_POLLS);
    expect(gaveUp).toHaveBeenCalledTimes(1);
    expect(socket.stop).toHaveBeenCalled();
  });
});
