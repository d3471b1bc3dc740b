/**
 * The SSR service on its own (production: behind nginx, docker-compose service `ssr`): renders
 * page requests from the deploy folder (shell server build, registry, remote versions) with data
 * from the API. A remote deploy needs no restart: the registry is re-read when it changes.
 *
 *   DEPLOY_DIR=/srv/deploy API_ORIGIN=http://api:3001 SITE_ORIGIN=https://khoahoc.vn SSR_PORT=3002 tsx ops/src/cli/ssr-server.ts
 */
// first: node:http is traced only if loaded after the tracer starts
import '../tracing/start';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { deployDir } from '../paths';
import { createSsrHandler } from '../ssr/ssr-handler';
import { forwardedAddress } from '../ssr/server-signals';
import { previewSecret as previewSecretFor } from '../preview/preview-links';
import { plainPage } from '../ssr/html-document';
import { createRegistryEvents, REGISTRY_EVENTS_PATH } from '../edge/registry-events';
import { setHstsIfTls } from '../edge/security-headers';
import { deployBucket } from '../storage/deploy-bucket';
import { startBucketMirror } from '../storage/bucket-mirror';
import { metricsPortFromEnv, startMetricsServer } from '@edu/shared/server';
import { collectProcessMetrics, instrumentRequests, metricsRegistry } from '../metrics/metrics';
import { accessLog, traceIdOnLogLines } from '../tracing/trace-log';
import { startRegistryListener } from '../storage/registry-listener';

const dir = deployDir();
const port = Number(process.env.SSR_PORT ?? 3002);
const host = process.env.SSR_HOST ?? '127.0.0.1';
const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:3001';
const siteOrigin = process.env.SITE_ORIGIN ?? 'http://localhost:3000';

function appConfig(): Record<string, unknown> {
  const file = path.join(dir, 'app-config.json');
  return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>) : {};
}

const pageCacheSeconds = process.env.SSR_PAGE_CACHE_SECONDS === undefined ? undefined : Number(process.env.SSR_PAGE_CACHE_SECONDS);
// preview links only with a key shared with ops (PREVIEW_SECRET): closed by default in production
const previewSecret = process.env.PREVIEW_SECRET ? previewSecretFor(dir) : undefined;
// health tokens with the API's HEALTH_SECRET: without it the API counts no beacon, so say so (a short one: refuse)
const healthSecret = process.env.HEALTH_SECRET || undefined;
if (healthSecret && healthSecret.length < 32) throw new Error('HEALTH_SECRET must be at least 32 characters');
if (!healthSecret) console.warn('[ssr] HEALTH_SECRET is not set: pages carry no health token, and no health beacon counts');
// behind nginx: the visitor is the address nginx appended to X-Forwarded-For (the server's health signals count visitors)
const handle = createSsrHandler({
  deployDir: dir,
  apiOrigin,
  siteOrigin,
  appConfig: appConfig(),
  pageCacheSeconds,
  previewSecret,
  healthSecret,
  clientAddress: forwardedAddress,
});

const bucket = deployBucket();
// This instance's name where it reports the registry view it serves (a promote names the ones that lag).
const instance = process.env.SSR_INSTANCE_NAME || `ssr ${os.hostname()}:${port}`;
let listener: ReturnType<typeof startRegistryListener> | null = null;
// With the registry's database (REGISTRY_EVENTS_DATABASE_URL) a change arrives as a notification the moment it
// commits, and the poll is only the fallback behind it; without, the poll alone (every MIRROR_POLL_MS).
const eventsUrl = process.env.REGISTRY_EVENTS_DATABASE_URL || undefined;
const mirror = bucket
  ? startBucketMirror({
      store: bucket,
      dir,
      pollMs: Number(process.env.MIRROR_POLL_MS ?? (eventsUrl ? 10_000 : 1000)),
      onServed: () => listener?.report(),
    })
  : null;
if (mirror && eventsUrl) listener = startRegistryListener({ url: eventsUrl, instance, onChange: () => void mirror.syncNow(), served: mirror.served });

// Open tabs listen here for registry changes (nginx passes /registry/events through).
const registryEvents = createRegistryEvents(dir);

const server = http.createServer((req, res) => {
  setHstsIfTls(req, res);
  if (req.url === REGISTRY_EVENTS_PATH) return registryEvents.handle(req, res);
  if (req.url === '/__ssr/registry') {
    // which registry view this instance renders with (the public registry's updatedAt): ops and tests compare
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    return res.end(JSON.stringify({ instance, view: mirror ? (mirror.served() ?? null) : servedFromFolder() }));
  }
  // liveness for an orchestrator (Kubernetes' livenessProbe): the process answers
  if (req.url === '/health') {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    return res.end('ok');
  }
  // readiness (/ready, Kubernetes' readinessProbe) is the same as the edge's /__ssr/health
  if (req.url === '/__ssr/health' || req.url === '/ready') {
    // with a bucket: healthy once the registry and its live versions are here
    if (mirror && !fs.existsSync(path.join(dir, 'registry.json'))) {
      res.writeHead(503, { 'Content-Type': 'text/plain' });
      return res.end('waiting for the registry');
    }
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    return res.end('ok');
  }
  handle(req, res).catch((error: unknown) => {
    console.error('[ssr] request failed', req.url?.slice(0, 200), error);
    if (res.headersSent) return res.destroy();
    const body = plainPage(503, 'Trang tạm thời chưa hiển thị được, vui lòng thử lại sau giây lát.');
    res.writeHead(503, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Retry-After': '5' });
    res.end(body);
  });
});
// Prometheus: request, render and process metrics on METRICS_PORT (not this port; the edge never routes there)
instrumentRequests(server);
// the edge's trace id on this service's lines (and, with ACCESS_LOG=1, a line per request)
traceIdOnLogLines();
if (process.env.ACCESS_LOG === '1') accessLog(server, 'ssr');
collectProcessMetrics();
const metricsPort = metricsPortFromEnv();
if (metricsPort !== undefined)
  void startMetricsServer(metricsRegistry, metricsPort).then((s) => console.log(`SSR metrics on :${(s.address() as { port: number }).port}/metrics`));
// A request that never finishes must not hold a socket forever.
server.requestTimeout = 15_000;
server.headersTimeout = 10_000;
server.listen(port, host, () => console.log(`SSR service on http://${host}:${port} (deploy ${dir}, API ${apiOrigin})`));

/** Without a bucket: the registry in the deploy folder. */
function servedFromFolder(): string | null {
  try {
    return (JSON.parse(fs.readFileSync(path.join(dir, 'registry.json'), 'utf8')) as { updatedAt?: string }).updatedAt ?? null;
  } catch {
    return null;
  }
}

const stop = () => {
  listener?.close();
  mirror?.close();
  registryEvents.close();
  server.close(() => process.exit(0));
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
