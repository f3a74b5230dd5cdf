import { MemoryKeyValueStore } from '../../infra/kv/memory-key-value-store';
import { AttemptLimiterService, LOGIN_POLICY } from './attempt-limiter.service';

const MINUTE = 60_000;

describe('AttemptLimiterService', () => {
  let store: MemoryKeyValueStore;
  let limiter: AttemptLimiterService;
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    store = new MemoryKeyValueStore();
    limiter = new AttemptLimiterService(store);
  });
  afterEach(async () => {
    await store.close();
    jest.useRealTimers();
  });

  it('locks a login after 20 failures for 30 minutes, then lets it try again', async () => {
    for (let i = 1; i < 20; i++)
      expect(await limiter.recordFailure(LOGIN_POLICY, 'grace|1.2.3.4')).toBe(20 - i);
    await expect(limiter.assertNotLocked(LOGIN_POLICY, 'grace|1.2.3.4')).resolves.toBeUndefined();
    expect(await limiter.recordFailure(LOGIN_POLICY, 'grace|1.2.3.4')).toBe(0);
    await expect(limiter.assertNotLocked(LOGIN_POLICY, 'grace|1.2.3.4')).rejects.toThrow(
      'Too many failed logins, this account is locked for 30 minutes on this network',
    );
    jest.setSystemTime(29 * MINUTE);
    await expect(limiter.assertNotLocked(LOGIN_POLICY, 'grace|1.2.3.4')).rejects.toThrow();
    jest.setSystemTime(30 * MINUTE + 1);
    await expect(limiter.assertNotLocked(LOGIN_POLICY, 'grace|1.2.3.4')).resolves.toBeUndefined();
    // the count starts over: one more failure is not a lock
    expect(await limiter.recordFailure(LOGIN_POLICY, 'grace|1.2.3.4')).toBe(19);
  });

  it('forgets failures once their 30-minute window has passed', async () => {
    for (let i = 0; i < 19; i++) await limiter.recordFailure(LOGIN_POLICY, 'heidi|1.2.3.4');
    jest.setSystemTime(30 * MINUTE + 1);
    expect(await limiter.recordFailure(LOGIN_POLICY, 'heidi|1.2.3.4')).toBe(19);
    await expect(limiter.assertNotLocked(LOGIN_POLICY, 'heidi|1.2.3.4')).resolves.toBeUndefined();
  });
});
