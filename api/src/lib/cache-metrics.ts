import type client from 'prom-client';
import { cacheStats } from './ttl-cache';

/**
 * The API's response caches on /metrics (issue 36), read at each scrape:
 *   api_cache_requests{cache,result}  hits and misses since the process started (hit rate: hit / (hit + miss))
 *   api_cache_bytes{cache,kind}       bytes held and the bound (kind="held" | "max"); api_cache_entries{cache}
 */
export function registerCacheMetrics(prom: typeof client, registry: client.Registry): void {
  if (registry.getSingleMetric('api_cache_requests')) return;
  const gauge = (name: string, help: string, labelNames: string[], fill: (g: client.Gauge, s: ReturnType<typeof cacheStats>[number]) => void) =>
    new prom.Gauge({
      name,
      help,
      labelNames,
      registers: [registry],
      collect() {
        for (const s of cacheStats()) fill(this, s);
      },
    });
  gauge('api_cache_requests', 'Response cache lookups since start, by cache and result (hit, miss)', ['cache', 'result'], (g, s) => {
    g.set({ cache: s.name, result: 'hit' }, s.hits);
    g.set({ cache: s.name, result: 'miss' }, s.misses);
  });
  gauge('api_cache_bytes', 'Response cache size in bytes (JSON length), held and its bound', ['cache', 'kind'], (g, s) => {
    g.set({ cache: s.name, kind: 'held' }, s.bytes);
    g.set({ cache: s.name, kind: 'max' }, s.maxBytes);
  });
  gauge('api_cache_entries', 'Response cache entries held', ['cache'], (g, s) => g.set({ cache: s.name }, s.entries));
}
