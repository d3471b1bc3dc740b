import client from 'prom-client';
import { PageCache } from '../../src/ssr/page-cache';
import { metricsRegistry } from '../../src/metrics/metrics';

describe('PageCache bounds (issue 36)', () => {
  it('holds its byte bound while 200,000 distinct URLs are asked once each (pages of 24 KB), and reports it on /metrics', async () => {
    const maxBytes = 8 * 1024 * 1024;
    const cache = new PageCache(60_000, 100_000, maxBytes);
    const body = Buffer.alloc(24 * 1024, 'x'); // one buffer: the test measures the cache's accounting, not the heap
    let most = 0;
    let found = 0;
    for (let i = 0; i < 200_000; i += 1) {
      const url = `/khoa-hoc?q=${i}`;
      if (cache.get(url, 0)) found += 1;
      cache.set(url, { status: 200, body, setCookie: [], shareable: true }, 0);
      most = Math.max(most, cache.stats.bytes);
    }
    expect(found).toBe(0);
    expect(most).toBeLessThanOrEqual(maxBytes);
    // bounded by bytes, not by its 100,000-page limit: ~340 pages of 24 KB
    expect(cache.stats.entries).toBeGreaterThan(300);
    expect(cache.stats.entries).toBeLessThan(400);
    expect(cache.get('/khoa-hoc?q=199999', 1)?.page.body).toBe(body);
    expect(cache.get('/khoa-hoc?q=0', 1)).toBeUndefined();
    const text = await metricsRegistry.metrics();
    expect(text).toContain('ssr_page_cache_requests{result="hit"} 1');
    expect(text).toContain('ssr_page_cache_requests{result="miss"} 200001');
    expect(text).toContain(`ssr_page_cache_bytes{kind="max"} ${maxBytes}`);
    expect(metricsRegistry).toBe(client.register);
  }, 60_000);

  it('evicts the least recently read page first, and counts a page held under its bound', () => {
    const cache = new PageCache(60_000, 3);
    const page = { status: 200, body: Buffer.from('abc'), setCookie: [], shareable: true };
    for (const k of ['a', 'b', 'c']) cache.set(k, page, 0);
    cache.get('a', 1); // a is now the most recent
    cache.set('d', page, 0); // evicts b
    expect(['a', 'b', 'c', 'd'].map((k) => cache.get(k, 1) !== undefined)).toEqual([true, false, true, true]);
    expect(cache.stats).toMatchObject({ entries: 3, bytes: 3 * 4 });
  });
});
