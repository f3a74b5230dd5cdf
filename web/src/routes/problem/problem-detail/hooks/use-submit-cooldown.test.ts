import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { secondsLeft, waitFromTooFast } from './use-submit-cooldown';

describe('submit cooldown', () => {
  it('rounds the seconds left up and stops at 0', () => {
    expect(secondsLeft(10_000, 2_001)).toBe(8);
    expect(secondsLeft(10_000, 9_999)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 12_000)).toBe(0);
  });

  it('reads the wait from a "too fast" answer only', () => {
    const tooFast = new ApiError('server', 'Submitting too fast, please wait 6 seconds and try again', 429);
    expect(waitFromTooFast(tooFast)).toBe(6);
    expect(waitFromTooFast(new ApiError('server', '提交过于频繁，请等待 3 秒后再试', 429))).toBe(3);
    expect(waitFromTooFast(new ApiError('business', 'Code can not be empty', 400))).toBeNull();
    expect(waitFromTooFast(new Error('wait 5 seconds'))).toBeNull();
  });
});
