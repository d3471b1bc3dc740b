import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../../../api/src/app';
import { installEsmShims } from '../../../api/test/helpers/esm-shims';
import { createSsrHandler } from '../../src/ssr/ssr-handler';
import { createPagePolicy } from '../../src/ssr/page-policy';
import net from 'node:net';
import { CONTENT_SECURITY_POLICY } from '../../src/edge/security-headers';
import { sql, startOpsDatabase } from '../support/ops-database';

installEsmShims();
jest.setTimeout(60_000);

/**
 * The audit: every page allowed `img-src https:` (any host: injected markup could beacon anywhere) and the analytics
 * script origin whatever the configuration. A page's policy now follows the site's settings, read from the real API:
 * the analytics origin only once analytics is configured, pictures and media from this origin and the configured
 * CDN / video hosts only. The page here is the SSR service's own (its deploy folder holds no shell: the "being
 * deployed" page), sent with the headers every page gets.
 */
let db: Awaited<ReturnType<typeof startOpsDatabase>>;
const apps: Array<Awaited<ReturnType<typeof buildApp>>> = [];
const servers: http.Server[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-policy-'));

beforeAll(async () => {
  db = await startOpsDatabase();
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  await Promise.all(apps.map((a) => a.close()));
  await db?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh API process on the database (a replica: it reads the settings anew), listening on loopback. */
async function api(): Promise<string> {
  const app = await buildApp({
    databaseUrl: db.url,
    dataDir,
    jwtSecret: randomBytes(32).toString('base64url'),
    logger: false,
    seedContent: false,
    seedDemoAccounts: false,
    migrate: false,
    preparedStatements: false,
  });
  apps.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A page from an SSR service reading its settings from `apiOrigin`, as a browser gets it over HTTP. */
async function pagePolicy(apiOrigin: string, cdnOrigins: string[] = []): Promise<string> {
  const handler = createSsrHandler({
    deployDir: dataDir,
    apiOrigin,
    siteOrigin: 'http://localhost:3000',
    appConfig: {},
    cdnOrigins,
    policyWaitMs: 10_000,
    log: () => {},
  });
  const server = http.createServer((req, res) => void handler(req, res));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/khoa-hoc`);
  expect(res.headers.get('content-type')).toMatch(/^text\/html/);
  return res.headers.get('content-security-policy') ?? '';
}

const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `)) ?? '';
const setSettings = (value: object) =>
  sql(db.url, `INSERT INTO settings (key, value) VALUES ('public', $1) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`, [
    JSON.stringify(value),
  ]);

describe('the page policy follows the configuration', () => {
  it('without analytics configured: no analytics origin, and pictures from this origin only (no https: wildcard)', async () => {
    const policy = await pagePolicy(await api());
    expect(policy).toBe(CONTENT_SECURITY_POLICY);
    expect(policy).not.toContain('plausible');
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob:");
    expect(policy).not.toMatch(/\shttps:(\s|;|$)/);
  });

  it('with analytics configured: its origin for the script and its events, nowhere else; the video host for media', async () => {
    await setSettings({
      plausibleUrl: 'https://plausible.io/js/script.js',
      plausibleDomain: 'khoahoc.vn',
      video: { head: 'https://vod.khoahoc.example/hls/', after: '/index.m3u8' },
    });
    const policy = await pagePolicy(await api(), ['https://cdn.khoahoc.example']);
    expect(directive(policy, 'script-src')).toBe("script-src 'self' https://plausible.io");
    expect(directive(policy, 'connect-src')).toBe("connect-src 'self' https://plausible.io https://cdn.khoahoc.example https://vod.khoahoc.example");
    expect(directive(policy, 'img-src')).toBe("img-src 'self' data: blob: https://cdn.khoahoc.example https://vod.khoahoc.example");
    expect(directive(policy, 'media-src')).toBe("media-src 'self' blob: https://cdn.khoahoc.example https://vod.khoahoc.example");
  });

  it('an analytics script without its domain is not configured (the shell injects neither): no origin', async () => {
    await setSettings({ plausibleUrl: 'https://plausible.io/js/script.js', plausibleDomain: '' });
    expect(await pagePolicy(await api())).not.toContain('plausible');
  });

  it('an API that does not answer leaves the strict default', async () => {
    expect(await pagePolicy('http://127.0.0.1:9')).toBe(CONTENT_SECURITY_POLICY);
  });

  it('an API that never answers holds a page back no longer than the wait (the page has its own render budget)', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket)).listen(0, '127.0.0.1');
    await new Promise((resolve) => silent.once('listening', resolve));
    try {
      const policy = createPagePolicy({ apiOrigin: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, waitMs: 200 });
      const started = performance.now();
      expect(await policy()).toBe(CONTENT_SECURITY_POLICY);
      expect(performance.now() - started).toBeLessThan(1000);
    } finally {
      sockets.forEach((s) => s.destroy());
      silent.close();
    }
  });
});
