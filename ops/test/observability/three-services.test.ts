/**
 * The edge (Debian's nginx with ops/nginx/edu-trace.conf), the SSR service (ops/src/cli/ssr-server.ts) and the API
 * (api/src/server.ts), each its own process, seen as an operator's tools see them:
 * - one page request, one trace: the edge's access log, SSR's request line and the API's log lines for the call the
 *   page made carry the same trace id (the edge starts it from $request_id), the next request another, and a
 *   traceparent from in front of the edge is kept;
 * - /metrics through the public edge is a 404, and Debian's Prometheus scrapes the API's and SSR's METRICS_PORT and
 *   the edge's nginx counters (stub_status on an internal port, through Debian's prometheus-nginx-exporter): targets
 *   up, the page histogram has samples, the SLO recording rules (ops/prometheus/rules.yml) evaluate on them.
 * The shell's server build is a stand-in (jest runs before the build) whose render calls the API through
 * node:http, as the shell's API client does.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../../e2e/tests/support/ports';

jest.setTimeout(180_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');
const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
/** Debian's prometheus (.ci/run installs it with promtool). */
const PROMETHEUS = fs.existsSync('/usr/bin/prometheus') ? '/usr/bin/prometheus' : null;
/** Debian's nginx exporter: the edge's stub_status as Prometheus metrics (compose's edge-metrics runs the same). */
const NGINX_EXPORTER = fs.existsSync('/usr/bin/prometheus-nginx-exporter') ? '/usr/bin/prometheus-nginx-exporter' : null;
const run = NGINX || process.env.CI ? describe : describe.skip;

const STAND_IN_SHELL = `
const http = require('node:http');
let api = '';
exports.ready = Promise.resolve({
  configureServer(config) { api = config.apiBaseUrl; },
  matchRoute: (pathname) => /^\\/khoa-hoc\\/[^/]+$/.test(pathname)
    ? { entry: { path: '/khoa-hoc/:slug' }, page: null, ssr: true, notFound: false }
    : { entry: { path: '*' }, page: null, ssr: true, notFound: true },
  serverPageKey: (remote, expose) => remote + expose,
  loadServerPage: () => Promise.reject(new Error('none')),
  lookupRedirect: () => Promise.resolve(null),
  // the page's data from the API, through node:http (the shell's API client does the same)
  renderPage: () => new Promise((resolve, reject) => {
    http.get(api + '/api/settings.json', (res) => {
      res.resume();
      res.on('end', () => resolve({ html: '<main>' + res.statusCode + '</main>', head: [], resources: '', queries: {}, status: 200, timedOut: false }));
    }).on('error', reject);
  }),
});
`;

run('three services: the edge (nginx), SSR and the API', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-trace-'));
  const children: ChildProcess[] = [];
  const output = new Map<string, string>();
  let edge: string;
  let prometheus: string | null = null;

  function start(name: string, script: string, env: NodeJS.ProcessEnv): ChildProcess {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      cwd: ROOT,
      env: { PATH: process.env.PATH, HOME: os.tmpdir(), ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    output.set(name, '');
    const keep = (chunk: Buffer) => output.set(name, output.get(name)! + chunk.toString());
    child.stdout!.on('data', keep);
    child.stderr!.on('data', keep);
    children.push(child);
    return child;
  }

  /** Polls until `test` holds (a process still starting, a log line still being written), for at most `ms`. */
  async function until<T>(what: string, get: () => T | undefined | Promise<T | undefined>, ms = 120_000): Promise<T> {
    const end = Date.now() + ms;
    while (Date.now() < end) {
      const value = await get();
      if (value !== undefined) return value;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`${what} did not happen within ${ms} ms\n${[...output].map(([n, o]) => `--- ${n}\n${o.slice(-2000)}`).join('\n')}`);
  }
  const answers = (url: string) => () =>
    fetch(url).then(
      (r) => (r.ok ? true : undefined),
      () => undefined,
    );

  beforeAll(async () => {
    fs.chmodSync(dir, 0o755);
    const [apiPort, ssrPort, edgePort] = [await freePort(), await freePort(), await freePort()];
    const [apiMetrics, ssrMetrics, promPort] = [await freePort(), await freePort(), await freePort()];
    const [edgeInternal, edgeMetrics] = [await freePort(), await freePort()];
    start('api', 'api/src/server.ts', {
      API_PORT: String(apiPort),
      METRICS_PORT: String(apiMetrics),
      DATA_DIR: path.join(dir, 'api'),
      LOG_LEVEL: 'info',
      SEED_CONTENT: '0',
      SEED_DEMO_ACCOUNTS: '0',
    });
    const deploy = path.join(dir, 'ssr');
    fs.mkdirSync(path.join(deploy, 'shell'), { recursive: true });
    fs.mkdirSync(path.join(deploy, 'shell-server'));
    fs.writeFileSync(path.join(deploy, 'shell', 'index.html'), '<!doctype html><html><head></head><body><div id="root"></div></body></html>');
    fs.writeFileSync(path.join(deploy, 'shell-server', 'index.js'), STAND_IN_SHELL);
    start('ssr', 'ops/src/cli/ssr-server.ts', {
      DEPLOY_DIR: deploy,
      SSR_PORT: String(ssrPort),
      METRICS_PORT: String(ssrMetrics),
      API_ORIGIN: `http://127.0.0.1:${apiPort}`,
      ACCESS_LOG: '1',
      SSR_PAGE_CACHE_SECONDS: '0',
    });
    for (const d of ['tmp', 'logs']) fs.mkdirSync(path.join(dir, 'nginx', d), { recursive: true });
    const conf = path.join(dir, 'nginx', 'nginx.conf');
    fs.writeFileSync(
      conf,
      `daemon off;
pid ${dir}/nginx/nginx.pid;
error_log ${dir}/nginx/logs/error.log;
events {}
http {
  client_body_temp_path ${dir}/nginx/tmp; proxy_temp_path ${dir}/nginx/tmp; fastcgi_temp_path ${dir}/nginx/tmp;
  uwsgi_temp_path ${dir}/nginx/tmp; scgi_temp_path ${dir}/nginx/tmp;
  include ${ROOT}/ops/nginx/edu-trace.conf;
  log_format trace '$request_uri $status trace_id=$edu_trace_id';
  access_log ${dir}/nginx/logs/access.log trace;
  server {
    listen 127.0.0.1:${edgePort};
    location / { proxy_pass http://127.0.0.1:${ssrPort}; proxy_set_header traceparent $edu_traceparent; }
  }
  # the internal port, as ops/nginx/edge-internal.conf: nginx's counters for the exporter, never the public one
  server {
    listen 127.0.0.1:${edgeInternal};
    access_log off;
    location = /stub_status { stub_status; }
    location / { return 404; }
  }
}
`,
    );
    const nginx = spawn(NGINX!, ['-p', path.join(dir, 'nginx'), '-c', conf], { stdio: ['ignore', 'ignore', 'pipe'] });
    children.push(nginx);
    edge = `http://127.0.0.1:${edgePort}`;
    await until('the API ready', answers(`http://127.0.0.1:${apiPort}/ready`));
    await until('SSR ready', answers(`http://127.0.0.1:${ssrPort}/ready`));
    await until('the edge answering', answers(`${edge}/khoa-hoc/khoi-dong`));
    if (PROMETHEUS) {
      // a real Prometheus scraping both services' METRICS_PORT every second, with the site's rules
      const config = path.join(dir, 'prometheus.yml');
      fs.writeFileSync(
        config,
        `global: { scrape_interval: 1s, evaluation_interval: 1s }
rule_files: ['${ROOT}/ops/prometheus/rules.yml']
scrape_configs:
  - { job_name: api, static_configs: [{ targets: ['127.0.0.1:${apiMetrics}'] }] }
  - { job_name: ssr, static_configs: [{ targets: ['127.0.0.1:${ssrMetrics}'] }] }
  - { job_name: edge, static_configs: [{ targets: ['127.0.0.1:${edgeMetrics}'] }] }
`,
      );
      const child = spawn(
        PROMETHEUS,
        [`--config.file=${config}`, `--storage.tsdb.path=${dir}/prometheus`, `--web.listen-address=127.0.0.1:${promPort}`],
        {
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      children.push(child);
      output.set('prometheus', '');
      child.stderr!.on('data', (c: Buffer) => output.set('prometheus', (output.get('prometheus')! + c.toString()).slice(-3000)));
      prometheus = `http://127.0.0.1:${promPort}`;
      const exporter = spawn(
        NGINX_EXPORTER ?? 'prometheus-nginx-exporter',
        [`-nginx.scrape-uri=http://127.0.0.1:${edgeInternal}/stub_status`, `-web.listen-address=127.0.0.1:${edgeMetrics}`],
        { stdio: ['ignore', 'ignore', 'pipe'] },
      );
      children.push(exporter);
      output.set('edge-metrics', '');
      exporter.stderr!.on('data', (c: Buffer) => output.set('edge-metrics', (output.get('edge-metrics')! + c.toString()).slice(-3000)));
    }
  });

  afterAll(async () => {
    await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((resolve) => c.once('exit', resolve).kill('SIGTERM')))));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const edgeTraceOf = (uri: string) => () => {
    const log = fs.readFileSync(path.join(dir, 'nginx', 'logs', 'access.log'), 'utf8');
    return log
      .split('\n')
      .find((l) => l.startsWith(`${uri} `))
      ?.match(/trace_id=([0-9a-f]{32})$/)?.[1];
  };
  const ssrLine = (uri: string) => () =>
    output
      .get('ssr')!
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { path: string; trace_id?: string })
      .find((l) => l.path === uri);
  /** The API's log lines that carry a given trace id (pino JSON). */
  const apiLines = (traceId: string) =>
    output
      .get('api')!
      .split('\n')
      .filter((l) => l.startsWith('{') && l.includes(traceId))
      .map((l) => JSON.parse(l) as { msg: string; trace_id: string; req?: { url: string } });

  async function traceOfPage(uri: string, headers: Record<string, string> = {}) {
    const res = await fetch(`${edge}${uri}`, { headers });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<main>200</main>');
    const atEdge = await until(`the edge's log line for ${uri}`, edgeTraceOf(uri), 20_000);
    const atSsr = await until(`SSR's log line for ${uri}`, ssrLine(uri), 20_000);
    const atApi = await until(`the API's lines for ${uri}'s call`, () => (apiLines(atEdge).length >= 2 ? apiLines(atEdge) : undefined), 20_000);
    return { atEdge, atSsr, atApi };
  }

  test('one page request: the same trace id in the edge’s, SSR’s and the API’s log lines', async () => {
    const { atEdge, atSsr, atApi } = await traceOfPage('/khoa-hoc/lap-trinh-web');
    expect(atEdge).toMatch(/^[0-9a-f]{32}$/);
    expect(atSsr.trace_id).toBe(atEdge);
    // the API's "incoming request" and "request completed" for the settings the page asked for
    expect(atApi.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    expect(atApi.find((l) => l.msg === 'incoming request')!.req!.url).toBe('/api/settings.json');
    expect(atApi.every((l) => l.trace_id === atEdge)).toBe(true);
  });

  test('the next page request is another trace', async () => {
    const first = await traceOfPage('/khoa-hoc/mot');
    const second = await traceOfPage('/khoa-hoc/hai');
    expect(second.atEdge).not.toBe(first.atEdge);
    expect(second.atSsr.trace_id).toBe(second.atEdge);
    expect(apiLines(first.atEdge).every((l) => l.trace_id === first.atEdge)).toBe(true);
  });

  test('a traceparent from in front of the edge (a CDN that traces) is kept through SSR and the API', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const { atEdge, atSsr, atApi } = await traceOfPage('/khoa-hoc/tu-cdn', { traceparent: `00-${traceId}-00f067aa0ba902b7-01` });
    expect([atEdge, atSsr.trace_id, atApi[0]!.trace_id]).toEqual([traceId, traceId, traceId]);
  });

  test('nginx configuration check', () => {
    expect(spawnSync(NGINX!, ['-t', '-q', '-p', path.join(dir, 'nginx'), '-c', path.join(dir, 'nginx', 'nginx.conf')]).status).toBe(0);
  });

  test('GET /metrics through the public edge: 404, no metrics', async () => {
    const res = await fetch(`${edge}/metrics`);
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('http_request_duration_seconds');
  });

  (PROMETHEUS || process.env.CI ? test : test.skip)(
    'Prometheus scrapes the API, SSR and the edge: targets up, the page histogram has samples, nginx read by the edge’s exporter, the SLO rules evaluate',
    async () => {
      /** One instant query's samples, as { labels → value }. */
      const query = async (q: string) => {
        const res = await fetch(`${prometheus}/api/v1/query?query=${encodeURIComponent(q)}`).catch(() => null);
        if (!res?.ok) return [];
        const body = (await res.json()) as { data: { result: Array<{ metric: Record<string, string>; value: [number, string] }> } };
        return body.data.result.map((r): { [label: string]: string | number; value: number } => ({ ...r.metric, value: Number(r.value[1]) }));
      };
      const up = await until(
        'the three targets up',
        async () => {
          const samples = await query('up');
          return samples.length === 3 && samples.every((s) => s.value === 1) ? samples : undefined;
        },
        30_000,
      );
      expect(up.map((s) => s.job).sort()).toEqual(['api', 'edge', 'ssr']);
      // the exporter reached nginx (its own `up` is only the exporter answering)
      expect((await until('nginx_up scraped', async () => (await query('nginx_up{job="edge"}'))[0]))!.value).toBe(1);
      // pages while Prometheus watches (a rate needs the counters to move between two scrapes)
      for (const slug of ['mot', 'hai', 'ba']) expect((await fetch(`${edge}/khoa-hoc/${slug}`)).status).toBe(200);
      const pages = await until(
        'the page histogram scraped',
        async () => {
          const [sample] = await query('sum(http_request_duration_seconds_count{job="ssr",route="/khoa-hoc/:slug"})');
          return sample && sample.value >= 3 ? sample.value : undefined;
        },
        30_000,
      );
      expect(pages).toBeGreaterThanOrEqual(3);
      const apiCalls = await query('sum(http_request_duration_seconds_bucket{job="api",route="/api/settings.json",le="+Inf"})');
      expect(apiCalls[0]?.value).toBeGreaterThanOrEqual(3);
      // the recording rules run on the real series: every page here was fast and 200, so nothing is bad. Their group
      // is evaluated every 30 s (ops/prometheus/rules.yml, as in production), and an evaluation before the counters
      // moved between two scrapes gives NaN: the next one is up to 30 s later (CI at stop 41 waited 30 s in all).
      const bad = await until(
        'the SLO recording rule evaluated',
        async () => (await query('slo:page_requests_bad:ratio_rate5m')).find((sample) => !Number.isNaN(sample.value)),
        75_000,
      );
      expect(bad.value).toBe(0);
    },
  );
});
