import { MemoryKeyValueStore } from './memory-key-value-store';

describe('MemoryKeyValueStore', () => {
  let store: MemoryKeyValueStore;
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
    store = new MemoryKeyValueStore();
  });
  afterEach(async () => {
    await store.close();
    jest.useRealTimers();
  });

  it('expires keys after their TTL', async () => {
    await store.set('a', '1', 10);
    expect(await store.get('a')).toBe('1');
    expect(await store.ttl('a')).toBe(10);
    jest.setSystemTime(10_001);
    expect(await store.get('a')).toBeNull();
    expect(await store.ttl('a')).toBe(-2);
  });

  it('sets once when absent, like a lock', async () => {
    expect(await store.setIfAbsent('lock', 'x', 5)).toBe(true);
    expect(await store.setIfAbsent('lock', 'y', 5)).toBe(false);
    jest.setSystemTime(5_001);
    expect(await store.setIfAbsent('lock', 'z', 5)).toBe(true);
  });

  it('counts within the window started by the first increment', async () => {
    expect(await store.increment('n', 60)).toBe(1);
    jest.setSystemTime(30_000);
    expect(await store.increment('n', 60)).toBe(2);
    jest.setSystemTime(60_001);
    expect(await store.increment('n', 60)).toBe(1);
  });

  it('keeps hash fields until they or the hash are deleted', async () => {
    await store.hashSet(
      'board',
      new Map([
        ['a', '1'],
        ['b', '2'],
      ]),
    );
    await store.hashSet('board', new Map([['b', '3']]));
    expect(await store.hashGetAll('board')).toEqual({ a: '1', b: '3' });
    await store.hashDelete('board', 'a');
    expect(await store.hashGetAll('board')).toEqual({ b: '3' });
    expect(await store.hashGetMany('board', ['b', 'zz'])).toEqual(['3', null]);
    await store.delete('board');
    expect(await store.hashGetAll('board')).toEqual({});
  });

  it('keeps a list to its newest entries', async () => {
    for (const value of ['1', '2', '3', '4']) await store.listPush('log', value, 3);
    expect(await store.listTail('log', 2)).toEqual(['3', '4']);
    expect(await store.listTail('log', 10)).toEqual(['2', '3', '4']);
  });
});
