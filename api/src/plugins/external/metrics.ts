/**
 * Prometheus metrics of the API (prom-client's default registry; served on METRICS_PORT by server.ts, never on
 * the API's own port):
 *   http_request_duration_seconds{route,method,status_code}  histogram by route template (/api/user/cart.json…;
 *   http_requests_total{route,method,status_code}            unmatched: "(not found)"): rate, errors, latency
 *   db_pool_connections{state}                                the pg pool: total, idle, waiting (clients queued)
 *   api_cache_requests / api_cache_bytes / api_cache_entries  the response caches (lib/cache-metrics.ts)
 * and the process's own (CPU, memory, event-loop lag, GC). Metrics are made once per process: tests build many apps.
 */
import fp from 'fastify-plugin';
import type { Pool } from 'pg';
import client from 'prom-client';
import { registerCacheMetrics } from '../../lib/cache-metrics';

export const metricsRegistry = client.register;
// the response caches' hits, misses, bytes and entries (api_cache_*)
registerCacheMetrics(client, metricsRegistry);

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 0.75, 1, 2.5, 5, 10];
const LABELS = ['route', 'method', 'status_code'] as const;
const once = <T extends client.Metric>(name: string, make: () => T): T => (metricsRegistry.getSingleMetric(name) as T | undefined) ?? make();

const duration = once(
  'http_request_duration_seconds',
  () =>
    new client.Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route template, method and status',
      labelNames: LABELS,
      buckets: BUCKETS,
    }),
);
const requests = once(
  'http_requests_total',
  () => new client.Counter({ name: 'http_requests_total', help: 'Requests answered, by route template, method and status', labelNames: LABELS }),
);

/** The pool the gauge reads at each scrape (the last app built in this process). */
let pool: Pool | null = null;
once(
  'db_pool_connections',
  () =>
    new client.Gauge({
      name: 'db_pool_connections',
      help: 'PostgreSQL pool: connections open (total), idle, and requests waiting for one',
      labelNames: ['state'],
      collect() {
        if (!pool) return;
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      },
    }),
);

let processMetrics = false;

export default fp(
  async (app) => {
    pool = app.db;
    if (!processMetrics) {
      processMetrics = true;
      client.collectDefaultMetrics({ register: metricsRegistry });
    }
    app.addHook('onResponse', async (request, reply) => {
      const labels = { route: request.routeOptions.url ?? '(not found)', method: request.method, status_code: String(reply.statusCode) };
      requests.inc(labels);
      duration.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
