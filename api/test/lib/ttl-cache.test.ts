import client from 'prom-client';
import { cacheStats, TtlCache } from '../../src/lib/ttl-cache';
import { registerCacheMetrics } from '../../src/lib/cache-metrics';

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

  it('holds its byte bound while 200,000 distinct URLs are asked once each (course-list answers of ~2 KB), and says so on /metrics', async () => {
    const maxBytes = 2 * 1024 * 1024;
    const cache = new TtlCache<unknown>(60_000, 100_000, maxBytes, 'test_200k');
    const answer = (i: number) => Promise.resolve({ items: [{ id: i, name: 'Khóa học '.repeat(200) }], total: 1, total_exact: true });
    let most = 0;
    for (let i = 0; i < 200_000; i += 1) {
      void cache.get(`/api/user/course.json?page=1&q=${i}`, () => answer(i));
      if (i % 2_000 === 1_999) {
        await settle();
        most = Math.max(most, cache.stats.bytes);
      }
    }
    await settle();
    expect(cache.stats.misses).toBe(200_000);
    expect(most).toBeLessThanOrEqual(maxBytes);
    // bounded by bytes, not by its 100,000-entry limit: ~1,000 answers of ~2 KB
    expect(cache.stats.entries).toBeGreaterThan(500);
    expect(cache.stats.entries).toBeLessThan(2_000);
    await cache.get('/api/user/course.json?page=1&q=199999', () => answer(0));
    expect(cacheStats().find((s) => s.name === 'test_200k')).toMatchObject({ hits: 1, misses: 200_000, maxBytes });
    const registry = new client.Registry();
    registerCacheMetrics(client, registry);
    const text = await registry.metrics();
    expect(text).toContain('api_cache_requests{cache="test_200k",result="hit"} 1');
    expect(text).toContain('api_cache_requests{cache="test_200k",result="miss"} 200000');
    expect(text).toContain(`api_cache_bytes{cache="test_200k",kind="max"} ${maxBytes}`);
  }, 60_000);

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
