import { describe, expect, it } from 'vitest';
import { contestProgress, formatDuration, serverOffset, statusAt } from './contest-time';

describe('contest time', () => {
  it('formats durations as a clock, with days beyond a day', () => {
    expect(formatDuration(0)).toBe('0:00:00');
    expect(formatDuration(3909)).toBe('1:05:09');
    expect(formatDuration(2 * 86_400 + 61)).toBe('2d 0:01:01');
    expect(formatDuration(-5)).toBe('0:00:00');
  });

  it('measures progress and status on the server clock', () => {
    const start = '2026-01-01T10:00:00Z';
    const end = '2026-01-01T12:00:00Z';
    const at = (iso: string) => new Date(iso).getTime();
    expect(contestProgress(start, end, at('2026-01-01T09:00:00Z'))).toBe(0);
    expect(contestProgress(start, end, at('2026-01-01T11:00:00Z'))).toBe(50);
    expect(contestProgress(start, end, at('2026-01-01T13:00:00Z'))).toBe(100);
    expect(statusAt(start, end, at('2026-01-01T09:59:59Z'))).toBe(-1);
    expect(statusAt(start, end, at('2026-01-01T10:00:00Z'))).toBe(0);
    expect(statusAt(start, end, at('2026-01-01T12:00:00Z'))).toBe(1);
  });

  it('reads the offset of the server clock from a response', () => {
    expect(serverOffset('2026-01-01T10:00:05Z', new Date('2026-01-01T10:00:00Z').getTime())).toBe(5000);
  });
});
