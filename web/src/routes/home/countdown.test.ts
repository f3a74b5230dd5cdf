import { describe, expect, it } from 'vitest';
import { countdownAt } from './countdown';

const contest = { startTime: '2026-03-01T10:00:00Z', endTime: '2026-03-01T13:00:00Z' };
const at = (iso: string) => new Date(iso).getTime();

describe('countdownAt', () => {
  it('counts down to the start while the contest is scheduled', () => {
    expect(countdownAt(contest, at('2026-03-01T09:58:55Z'))).toEqual({ kind: 'starts', left: '0:01:05' });
    expect(countdownAt(contest, at('2026-02-27T08:00:00Z'))).toEqual({ kind: 'starts', left: '2d 2:00:00' });
  });

  it('switches to the end at the start second and stops when the contest ends', () => {
    expect(countdownAt(contest, at('2026-03-01T10:00:00Z'))).toEqual({ kind: 'ends', left: '3:00:00' });
    expect(countdownAt(contest, at('2026-03-01T12:59:59.500Z'))).toEqual({ kind: 'ends', left: '0:00:00' });
    expect(countdownAt(contest, at('2026-03-01T13:00:00Z'))).toEqual({ kind: 'ended' });
  });
});
