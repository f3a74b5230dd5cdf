import { MemoryKeyValueStore } from './memory-key-value-store';
import { runExclusive } from './run-exclusive';

describe('runExclusive', () => {
  let store: MemoryKeyValueStore;
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    store = new MemoryKeyValueStore();
  });
  afterEach(async () => {
    await store.close();
    jest.useRealTimers();
  });

  /** Work that runs until `finish` is called. */
  function longWork() {
    let finish!: () => void;
    const done = new Promise<string>((resolve) => (finish = () => resolve('done')));
    return { work: () => done, finish };
  }

  it('keeps others out for as long as the work runs, past the TTL', async () => {
    const { work, finish } = longWork();
    const first = runExclusive(store, 'lock', 30, work);
    await jest.advanceTimersByTimeAsync(95_000);
    expect(await runExclusive(store, 'lock', 30, () => Promise.resolve('second'))).toBeUndefined();
    finish();
    expect(await first).toBe('done');
    expect(await runExclusive(store, 'lock', 30, () => Promise.resolve('second'))).toBe('second');
  });

  it("releases only its own lock, never the next holder's", async () => {
    const { work, finish } = longWork();
    const first = runExclusive(store, 'lock', 30, work);
    await jest.advanceTimersByTimeAsync(1);
    // The holder's lock is lost (say the store restarted empty) and another instance takes it.
    await store.delete('lock');
    expect(await store.setIfAbsent('lock', 'other', 30)).toBe(true);
    await jest.advanceTimersByTimeAsync(20_000);
    finish();
    await first;
    expect(await store.get('lock')).toBe('other');
    expect(await store.ttl('lock')).toBe(10);
  });

  it('frees the lock when the work fails', async () => {
    await expect(runExclusive(store, 'lock', 30, () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await store.get('lock')).toBeNull();
  });
});
