import { useCallback, useEffect, useMemo, useState } from 'react';
import { ScrollResolution, type ScrollBoardSnapshot } from '@verdict/common';

/** Milliseconds between steps while the reveal plays by itself. */
export const PLAY_SPEEDS = { slow: 1600, normal: 900, fast: 350, fastest: 90 } as const;
export type PlaySpeed = keyof typeof PLAY_SPEEDS;

/**
 * The reveal of a snapshot as React state: the resolution is planned once and stepped in place;
 * `played` is what renders read. Auto-play steps forward every `speed` until the end.
 */
export function useResolution(snapshot: ScrollBoardSnapshot) {
  const resolution = useMemo(() => new ScrollResolution(snapshot), [snapshot]);
  const [played, setPlayed] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [speed, setSpeed] = useState<PlaySpeed>('normal');

  const forward = useCallback(() => {
    if (resolution.forward()) setPlayed(resolution.stepsPlayed);
    else setPlaying(false);
  }, [resolution]);
  const back = useCallback(() => {
    setPlaying(false);
    if (resolution.back()) setPlayed(resolution.stepsPlayed);
  }, [resolution]);
  const toEnd = useCallback(() => {
    setPlaying(false);
    while (resolution.forward());
    setPlayed(resolution.stepsPlayed);
  }, [resolution]);
  const togglePlay = useCallback(() => setPlaying((on) => !on && !resolution.finished), [resolution]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(forward, PLAY_SPEEDS[speed]);
    return () => clearInterval(timer);
  }, [playing, speed, forward]);

  return { resolution, played, playing, speed, setSpeed, forward, back, toEnd, togglePlay };
}
