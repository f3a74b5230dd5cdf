import { TtlCache } from './ttl-cache';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('TtlCache', () => {
  afterEach(() => jest.useRealTimers());

  it('loads once per key while fresh', async () => {
    const cache = new TtlCache<number>(1000);
    const load = jest.fn().mockResolvedValue(7);
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([7, 7]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('serves the stale value while one refresh runs, then the new one', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['setImmediate'] });
    const cache = new TtlCache<number>(1000);
    await cache.get('a', () => Promise.resolve(1));
    jest.setSystemTime(1001);
    let finish: (value: number) => void = () => undefined;
    const refresh = jest.fn(() => new Promise<number>((resolve) => (finish = resolve)));
    expect(await cache.get('a', refresh)).toBe(1);
    expect(await cache.get('a', refresh)).toBe(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    finish(2);
    await settle();
    expect(await cache.get('a', refresh)).toBe(2);
  });

  it('loads afresh a value expired for longer than its stale limit', async () => {
    jest.useFakeTimers({ now: 0, doNotFake: ['setImmediate'] });
    const cache = new TtlCache<number>(1000, 10, 500);
    await cache.get('a', () => Promise.resolve(1));
    jest.setSystemTime(1400);
    expect(await cache.get('a', () => Promise.resolve(2))).toBe(1);
    await settle();
    jest.setSystemTime(2401 + 1400);
    expect(await cache.get('a', () => Promise.resolve(3))).toBe(3);
  });

  it('does not keep what a load begun before a clear brings after it', async () => {
    const cache = new TtlCache<number>(1000);
    let finish: (value: number) => void = () => undefined;
    const before = cache.get('a', () => new Promise<number>((resolve) => (finish = resolve)));
    cache.clear();
    finish(1);
    expect(await before).toBe(1);
    await settle();
    expect(await cache.get('a', () => Promise.resolve(2))).toBe(2);
  });

  it('forgets failed loads and everything on clear', async () => {
    const cache = new TtlCache<number>(1000);
    await expect(cache.get('b', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await settle();
    expect(await cache.get('b', () => Promise.resolve(3))).toBe(3);
    cache.clear();
    expect(await cache.get('b', () => Promise.resolve(4))).toBe(4);
  });
});
