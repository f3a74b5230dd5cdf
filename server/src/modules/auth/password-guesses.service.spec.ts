import { MemoryKeyValueStore } from '../../infra/kv/memory-key-value-store';
import { AttemptLimiterService } from './attempt-limiter.service';
import { PasswordGuesses } from './password-guesses.service';

const MINUTE = 60_000;
const ann = { uid: 'ann', ip: '10.0.0.1' };

describe('PasswordGuesses', () => {
  let store: MemoryKeyValueStore;
  let guesses: PasswordGuesses;
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    store = new MemoryKeyValueStore();
    guesses = new PasswordGuesses(new AttemptLimiterService(store));
  });
  afterEach(async () => {
    await store.close();
    jest.useRealTimers();
  });

  it('locks an account out of one target for 5 minutes after 5 wrong tries, and names the wait', async () => {
    for (let i = 0; i < 5; i++) expect(await guesses.attempt('contest:1', ann, false)).toBe(false);
    await expect(guesses.attempt('contest:1', ann, true)).rejects.toThrow(
      'Too many wrong passwords, please try again in 300 seconds',
    );
    expect(await guesses.attempt('contest:2', ann, true)).toBe(true);
    jest.setSystemTime(4 * MINUTE);
    await expect(guesses.attempt('contest:1', ann, true)).rejects.toThrow('try again in 60 seconds');
    jest.setSystemTime(5 * MINUTE + 1);
    expect(await guesses.attempt('contest:1', ann, true)).toBe(true);
  });

  it('forgets wrong tries after a right one, and those older than 5 minutes', async () => {
    for (let i = 0; i < 4; i++) await guesses.attempt('training:1', ann, false);
    await guesses.attempt('training:1', ann, true);
    for (let i = 0; i < 4; i++) await guesses.attempt('training:1', ann, false);
    jest.setSystemTime(5 * MINUTE + 1);
    await guesses.attempt('training:1', ann, false);
    expect(await guesses.attempt('training:1', ann, true)).toBe(true);
  });
});
