import { TtlCache } from '../../src/lib/ttl-cache';

const value = (n: number) => Promise.resolve('x'.repeat(n));
const settle = () => new Promise((r) => setImmediate(r));

describe('TtlCache (bounded LRU)', () => {
  it.each([
    ['entries', { max: 100, maxBytes: 1e9 }, 10, (s: TtlCache<string>['stats']) => expect(s.entries).toBe(100)],
    ['bytes', { max: 1e9, maxBytes: 50_000 }, 1000, (s: TtlCache<string>['stats']) => expect(s.bytes).toBeLessThanOrEqual(50_000)],
  ])('stays within its %s bound when 20,000 distinct keys (200× its bound) are asked once each', async (_bound, { max, maxBytes }, size, check) => {
    const cache = new TtlCache<string>(60_000, max, maxBytes);
    for (let i = 0; i < 20_000; i += 1) {
      await cache.get(`/api/user/course.json?page=${i}`, () => value(size));
      if (i % 5_000 === 0) await settle();
    }
    await settle();
    check(cache.stats);
    expect(cache.stats.entries).toBeGreaterThan(0);
    expect(cache.stats.misses).toBe(20_000);
  });

  it('evicts the least recently used, not the oldest: a key read again stays', async () => {
    const cache = new TtlCache<string>(60_000, 3);
    const loads: string[] = [];
    const get = (k: string) => cache.get(k, () => (loads.push(k), value(1)));
    await get('a');
    await get('b');
    await get('c');
    await get('a'); // a is now the most recent
    await get('d'); // evicts b
    await get('a');
    await get('b');
    expect(loads).toEqual(['a', 'b', 'c', 'd', 'b']);
    expect(cache.stats).toMatchObject({ entries: 3, hits: 2, misses: 5 });
  });

  it('shares one load between concurrent misses, forgets failures and expires entries', async () => {
    const cache = new TtlCache<string>(20);
    let calls = 0;
    const load = () => ((calls += 1), value(1));
    await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(calls).toBe(1);
    await expect(cache.get('bad', () => Promise.reject(new Error('x')))).rejects.toThrow('x');
    await settle();
    expect(cache.stats.entries).toBe(1);
    await new Promise((r) => setTimeout(r, 30));
    await cache.get('k', load);
    expect(calls).toBe(2);
  });
});
