import { retentionCutoff } from './retention-cutoff';

describe('retentionCutoff', () => {
  const now = new Date('2026-06-30T12:00:00.000Z');

  it.each([
    [365, '2025-06-30T12:00:00.000Z'],
    [30, '2026-05-31T12:00:00.000Z'],
    [1, '2026-06-29T12:00:00.000Z'],
  ])('keeps %i days: entries before %s go', (days, cutoff) => {
    expect(retentionCutoff(days, now)?.toISOString()).toBe(cutoff);
  });

  it('keeps everything forever at 0 days', () => {
    expect(retentionCutoff(0, now)).toBeNull();
  });
});
