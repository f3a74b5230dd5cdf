import { MemoryKeyValueStore } from '../../infra/kv/memory-key-value-store';
import { AuthAccountCache } from './auth-account-cache';

describe('AuthAccountCache', () => {
  let store: MemoryKeyValueStore;
  let cache: AuthAccountCache;
  const ann = { uid: 'u1', username: 'ann', role: 1002, isVip: false };
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    store = new MemoryKeyValueStore();
    cache = new AuthAccountCache(store);
  });
  afterEach(async () => {
    await store.close();
    jest.useRealTimers();
  });

  it('holds an account read until it changes', async () => {
    expect(await cache.get('u1')).toBeUndefined();
    await cache.put(ann);
    expect(await cache.get('u1')).toEqual(ann);
    await cache.changed(['u1']);
    expect(await cache.get('u1')).toBeUndefined();
  });

  it('does not take back an account read before a change that ended after it', async () => {
    await cache.changed(['u1']);
    await cache.put(ann);
    expect(await cache.get('u1')).toBeUndefined();
    // Once the change is well past, the next read is kept again.
    jest.setSystemTime(10_001);
    await cache.put({ ...ann, role: 1001 });
    expect(await cache.get('u1')).toEqual({ ...ann, role: 1001 });
  });

  it('lets an account written around the app be read afresh within a minute', async () => {
    await cache.put(ann);
    jest.setSystemTime(60_001);
    expect(await cache.get('u1')).toBeUndefined();
  });
});
