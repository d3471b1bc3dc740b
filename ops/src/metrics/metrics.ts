/**
 * Prometheus metrics of the Node services in ops (the SSR service, the local edge, the ops console and its canary
 * controller), served on METRICS_PORT by @edu/shared/server's startMetricsServer — never on a public port.
 * One registry per process (prom-client's default); each metric is made once, so importing this twice is safe.
 *   http_request_duration_seconds{route,method,status_code}  histogram; its _count is the request rate, and
 *   http_requests_total{route,method,status_code}            per status: the error rate (5xx / all)
 *   ssr_render_duration_seconds{remote,version}              one page render, by the remote@version it shows
 *   ssr_render_failures_total{remote,version,reason}         load | render | timeout
 *   canary_decisions_total{remote,decision}                  promote | rollback | undecided (recordCanaryDecision)
 *   ssr_page_cache_requests{result} / ssr_page_cache_bytes{kind}  the page cache's hits, misses and bytes (issue 36)
 */
import type http from 'node:http';
import client from 'prom-client';

export const metricsRegistry = client.register;

/** Seconds: fine below the 500 ms page objective (docs/operations.md, ops/prometheus/rules.yml). */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 10];

function once<T extends client.Metric>(name: string, make: () => T): T {
  return (metricsRegistry.getSingleMetric(name) as T | undefined) ?? make();
}

export const httpRequestDuration = once(
  'http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route template, method and status',
      labelNames: ['route', 'method', 'status_code'],
      buckets: DURATION_BUCKETS,
    }),
);

export const httpRequests = once(
  'http_requests_total',
  () =>
    new client.Counter({
      name: 'http_requests_total',
      help: 'Requests answered, by route template, method and status',
      labelNames: ['route', 'method', 'status_code'],
    }),
);

export const ssrRenderDuration = once(
  'ssr_render_duration_seconds',
  () =>
    new client.Histogram({
      name: 'ssr_render_duration_seconds',
      help: 'Server render of one page, by the remote and version it shows (shell: the shell own screens)',
      labelNames: ['remote', 'version'],
      buckets: DURATION_BUCKETS,
    }),
);

export const ssrRenderFailures = once(
  'ssr_render_failures_total',
  () =>
    new client.Counter({
      name: 'ssr_render_failures_total',
      help: 'Pages sent without their server render, by remote, version and reason (load, render, timeout)',
      labelNames: ['remote', 'version', 'reason'],
    }),
);

export const canaryDecisions = once(
  'canary_decisions_total',
  () => new client.Counter({ name: 'canary_decisions_total', help: 'Canary decisions, by remote and decision', labelNames: ['remote', 'decision'] }),
);

/** A canary decided (the controller, the CLI or the console): promote, rollback, undecided. */
export function recordCanaryDecision(remote: string, decision: 'promote' | 'rollback' | 'undecided'): void {
  canaryDecisions.inc({ remote, decision });
}

/** The SSR page cache's numbers, handed in by the cache itself (../ssr/page-cache.ts: ssr sits above the metrics: ops/eslint/ops-layers.cjs). */
let pageCacheStats: () => { hits: number; misses: number; bytes: number; maxBytes: number } | null = () => null;
export function measurePageCache(stats: typeof pageCacheStats): void {
  pageCacheStats = stats;
}

// The SSR page cache (issue 36): hits and misses since start (hit rate: hit / (hit + miss)), bytes held and the bound.
once(
  'ssr_page_cache_requests',
  () =>
    new client.Gauge({
      name: 'ssr_page_cache_requests',
      help: 'SSR page cache lookups of shareable pages since start, by result (hit, miss)',
      labelNames: ['result'],
      collect() {
        const s = pageCacheStats();
        if (!s) return;
        this.set({ result: 'hit' }, s.hits);
        this.set({ result: 'miss' }, s.misses);
      },
    }),
);
once(
  'ssr_page_cache_bytes',
  () =>
    new client.Gauge({
      name: 'ssr_page_cache_bytes',
      help: 'SSR page cache size in bytes (bodies and keys), held and its bound',
      labelNames: ['kind'],
      collect() {
        const s = pageCacheStats();
        if (!s) return;
        this.set({ kind: 'held' }, s.bytes);
        this.set({ kind: 'max' }, s.maxBytes);
      },
    }),
);

let processMetrics = false;
/** CPU, memory, event-loop lag, GC of this process (once). */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  client.collectDefaultMetrics({ register: metricsRegistry });
}

/** The route template a handler matched for this response (a page's route, "/api/*"…); unset: "(other)". */
export const routeOf = new WeakMap<http.ServerResponse, string>();

/** Counts and times every request of a node:http server when it is answered (or cut off). */
export function instrumentRequests(server: http.Server): void {
  server.on('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    const started = process.hrtime.bigint();
    res.once('close', () => {
      const labels = { route: routeOf.get(res) ?? '(other)', method: req.method ?? 'GET', status_code: String(res.statusCode) };
      httpRequests.inc(labels);
      httpRequestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    });
  });
}
