/**
 * The edge's and SSR's Prometheus metrics, through the real edge and SSR handler over HTTP: requests by route
 * template (a page's route, /api/*, static files), render time and failures by the remote@version a page shows,
 * canary decisions — on the metrics server's own port; the public edge has no /metrics.
 * jest runs before the build, so the shell's server build here is a stand-in with the same contract
 * (ops/src/ssr/shell-server.ts): /khoa-hoc/:slug renders catalogue's page, /loi fails to render.
 */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startMetricsServer } from '@edu/shared/server';
import { createEdgeServer } from '../../src/edge/server';
import { metricsRegistry, recordCanaryDecision } from '../../src/metrics/metrics';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-metrics-'));
const servers: http.Server[] = [];
let site: string;
let metricsUrl: string;

const STAND_IN_SHELL = `
const routes = [
  { path: '/khoa-hoc/:slug', test: /^\\/khoa-hoc\\/[^/]+$/, page: { remote: 'mf_catalogue', expose: './CourseDetail' } },
  { path: '/loi', test: /^\\/loi$/, page: null },
];
exports.ready = Promise.resolve({
  configureServer() {},
  matchRoute(pathname) {
    const entry = routes.find((r) => r.test.test(pathname));
    return entry ? { entry, page: entry.page, ssr: true, notFound: false } : { entry: { path: '*' }, page: null, ssr: true, notFound: true };
  },
  serverPageKey: (remote, expose) => remote + expose,
  loadServerPage: () => Promise.reject(new Error('no server build in this test')),
  lookupRedirect: () => Promise.resolve(null),
  renderPage: async ({ url }) => {
    if (url === '/loi') throw new Error('render failed');
    return { html: '<main>ok</main>', head: [], resources: '', queries: {}, status: 200, timedOut: false };
  },
});
`;

const listen = async (server: http.Server): Promise<string> => {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

beforeAll(async () => {
  // the SSR handler says what failed to render on stderr; the counts are what is checked here
  jest.spyOn(console, 'error').mockImplementation(() => {});
  fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'shell-server'));
  fs.writeFileSync(path.join(dir, 'shell', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'shell', 'app.css'), 'body{}');
  fs.writeFileSync(path.join(dir, 'shell-server', 'index.js'), STAND_IN_SHELL);
  const ref = { version: '1.4.0-abc', entry: '/remotes/mf_catalogue/1.4.0-abc/mf-manifest.json' };
  fs.writeFileSync(path.join(dir, 'registry.json'), JSON.stringify({ schema: 1, updatedAt: 'now', remotes: { mf_catalogue: { live: ref } } }));
  const api = await listen(http.createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"status":true}')));
  site = await listen(createEdgeServer({ deployDir: dir, apiOrigin: api, appConfig: {}, pageCacheSeconds: 0 }));
  const metrics = await startMetricsServer(metricsRegistry, 0, '127.0.0.1');
  servers.push(metrics);
  metricsUrl = `http://127.0.0.1:${(metrics.address() as AddressInfo).port}/metrics`;
});

afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  fs.rmSync(dir, { recursive: true, force: true });
});

const scrape = () => fetch(metricsUrl).then((r) => r.text());
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

test('requests by route template: a page route whatever its slug, /api/*, static files', async () => {
  for (const slug of ['lap-trinh-web', 'tieng-anh-giao-tiep']) expect((await fetch(`${site}/khoa-hoc/${slug}`)).status).toBe(200);
  expect((await fetch(`${site}/api/user/settings.json`)).status).toBe(200);
  expect((await fetch(`${site}/app.css`)).status).toBe(200);
  const text = await scrape();
  expect(sample(text, 'http_requests_total', { route: '/khoa-hoc/:slug', method: 'GET', status_code: '200' })).toBe(2);
  expect(sample(text, 'http_request_duration_seconds_count', { route: '/khoa-hoc/:slug', status_code: '200' })).toBe(2);
  expect(sample(text, 'http_requests_total', { route: '/api/*', status_code: '200' })).toBe(1);
  expect(sample(text, 'http_requests_total', { route: '(static)', status_code: '200' })).toBe(1);
  expect(text).not.toContain('lap-trinh-web');
});

test('render time and failures by the remote@version a page shows', async () => {
  const text = await scrape();
  // both course pages were rendered while catalogue's server build could not load: timed, and counted as failures
  expect(sample(text, 'ssr_render_duration_seconds_count', { remote: 'mf_catalogue', version: '1.4.0-abc' })).toBe(2);
  expect(sample(text, 'ssr_render_failures_total', { remote: 'mf_catalogue', version: '1.4.0-abc', reason: 'load' })).toBe(2);
  expect((await fetch(`${site}/loi`)).status).toBe(200);
  expect(sample(await scrape(), 'ssr_render_failures_total', { remote: 'shell', version: 'none', reason: 'render' })).toBe(1);
});

test('canary decisions are counted by remote and decision (recordCanaryDecision)', async () => {
  recordCanaryDecision('mf_catalogue', 'rollback');
  recordCanaryDecision('mf_catalogue', 'rollback');
  recordCanaryDecision('mf_account', 'promote');
  const text = await scrape();
  expect(sample(text, 'canary_decisions_total', { remote: 'mf_catalogue', decision: 'rollback' })).toBe(2);
  expect(sample(text, 'canary_decisions_total', { remote: 'mf_account', decision: 'promote' })).toBe(1);
});

test('the public edge has no /metrics: a page that does not exist', async () => {
  const res = await fetch(`${site}/metrics`);
  expect(res.status).toBe(404);
  expect(await res.text()).not.toContain('http_requests_total');
});
