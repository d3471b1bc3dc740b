/**
 * The API's Prometheus metrics: requests by route template (not by raw URL: a course's slug never becomes a
 * label), method and status, their duration as a histogram, the database pool — served by a metrics server on
 * a port of its own, and not on the API's port (GET /metrics there is a plain 404).
 */
import type http from 'node:http';
import { startMetricsServer } from '@edu/shared/server';
import { metricsRegistry } from '../../src/plugins/external/metrics';
import { appForFile } from '../helpers/test-app';

const api = appForFile('metrics');
let metrics: http.Server;

beforeAll(async () => {
  metrics = await startMetricsServer(metricsRegistry, 0, '127.0.0.1');
});
afterAll(() => new Promise((resolve) => metrics.close(resolve)));

const scrape = async (): Promise<{ status: number; type: string | null; text: string }> => {
  const res = await fetch(`http://127.0.0.1:${(metrics.address() as { port: number }).port}/metrics`);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
/** The value of one sample line, e.g. sample(text, 'http_requests_total', { route: '/x', status_code: '200' }). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

test('requests are counted and timed by route template, method and status', async () => {
  const before = await scrape();
  const settings = { route: '/api/settings.json', method: 'GET', status_code: '200' };
  const was = sample(before.text, 'http_requests_total', settings);
  for (let i = 0; i < 3; i++) expect((await api.app.inject({ url: '/api/settings.json' })).statusCode).toBe(200);
  // a parametric route is one series whatever the name in the URL
  await api.app.inject({ url: '/uploads/demo/khong-co-anh-nay.png' });
  await api.app.inject({ url: '/uploads/demo/mot-anh-khac.png' });
  expect((await api.app.inject({ url: '/khong-ton-tai' })).statusCode).toBe(404);

  const after = await scrape();
  expect(after.status).toBe(200);
  expect(after.type).toMatch(/^text\/plain; version=0\.0\.4/);
  expect(sample(after.text, 'http_requests_total', settings) - was).toBe(3);
  expect(
    sample(after.text, 'http_request_duration_seconds_count', settings) - sample(before.text, 'http_request_duration_seconds_count', settings),
  ).toBe(3);
  expect(after.text).toMatch(/http_request_duration_seconds_bucket\{le="0\.5",route="\/api\/settings\.json",method="GET",status_code="200"\} \d+/);
  expect(sample(after.text, 'http_requests_total', { route: '(not found)', status_code: '404' })).toBeGreaterThanOrEqual(1);
  expect(sample(after.text, 'http_requests_total', { route: '/uploads/demo/:name' })).toBeGreaterThanOrEqual(2);
  expect(after.text).not.toContain('khong-co-anh-nay');
  expect(after.text).not.toContain('mot-anh-khac');
});

test('the database pool and the process are measured', async () => {
  const { text } = await scrape();
  expect(sample(text, 'db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
  expect(text).toMatch(/^db_pool_connections\{state="waiting"\} 0$/m);
  expect(text).toContain('process_cpu_seconds_total');
  expect(text).toContain('nodejs_eventloop_lag_seconds');
});

test('/metrics is not on the API’s own port, and the metrics port serves nothing else', async () => {
  expect((await api.app.inject({ url: '/metrics' })).statusCode).toBe(404);
  const port = (metrics.address() as { port: number }).port;
  expect((await fetch(`http://127.0.0.1:${port}/api/settings.json`)).status).toBe(404);
  expect((await fetch(`http://127.0.0.1:${port}/metrics`, { method: 'POST' })).status).toBe(404);
});
