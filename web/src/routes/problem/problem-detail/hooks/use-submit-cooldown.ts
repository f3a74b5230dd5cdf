/**
 * The server takes one submission and one test run per user every `submitIntervalSeconds`
 * (8 s by default, each with its own clock). The buttons count that wait down and stay disabled
 * until it is over, instead of letting a click run into "Submitting too fast". The end times
 * live outside the components, so closing and reopening the test drawer keeps the countdown.
 */
import { useEffect, useState } from 'react';
import { useWebsiteConfig } from '@/hooks/api/website';
import { ApiError } from '@/lib/api-client';
import { createStore, useStore } from '@/lib/create-store';

export type CooldownKind = 'submit' | 'test';

const cooldownEnds = createStore<Record<CooldownKind, number>>({ submit: 0, test: 0 });

/** Whole seconds left until `endsAt`, rounded up so the label never shows 0 while disabled. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** The seconds a "too fast" answer asks to wait: the first number in its message. */
export function waitFromTooFast(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  const seconds = /(\d+)/.exec(error.message);
  return seconds ? Number(seconds[1]) : null;
}

export function useSubmitCooldown(kind: CooldownKind) {
  const { submitIntervalSeconds = 0 } = useWebsiteConfig();
  const endsAt = useStore(cooldownEnds)[kind];
  const [now, setNow] = useState(() => Date.now());
  const left = secondsLeft(endsAt, now);
  const counting = left > 0;
  useEffect(() => {
    if (!counting) return;
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, [counting]);

  const start = (seconds: number) => {
    if (seconds <= 0) return;
    const at = Date.now();
    cooldownEnds.set((prev) => ({ ...prev, [kind]: at + seconds * 1000 }));
    setNow(at);
  };
  return {
    secondsLeft: left,
    /** After the server took a run: wait the configured interval. */
    started: () => start(submitIntervalSeconds),
    /** After a refused run: wait what the server asked for. Returns whether it was such a refusal. */
    refused: (error: unknown) => {
      const seconds = waitFromTooFast(error);
      if (seconds === null) return false;
      start(seconds);
      return true;
    },
  };
}
