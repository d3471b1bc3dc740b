import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freePort } from '../support/ports';
import { deployDir } from '../support/registry';

/**
 * A real install before anyone has written a course: the API in production mode on an empty database (no
 * SEED_CONTENT; the audit found /api/settings.json answering 500 there) and an SSR service on the e2e build in front
 * of it. Every URL its sitemap lists is rendered without a 5xx, and so are the site's fixed pages. Both run as their
 * own processes, as production runs them.
 */
const ROOT = path.resolve(__dirname, '../../..');
const children: ChildProcess[] = [];
let api = '';
let site = '';
let dataDir = '';

function start(script: string, env: NodeJS.ProcessEnv): void {
  children.push(
    spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, script)], { cwd: ROOT, stdio: 'ignore', env: { ...process.env, ...env } }),
  );
}
const answers = (url: string) =>
  fetch(url).then(
    (r) => r.ok,
    () => false,
  );

test.describe('production on an empty database', () => {
  test.beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-empty-'));
    const [apiPort, ssrPort] = [await freePort(), await freePort()];
    api = `http://127.0.0.1:${apiPort}`;
    site = `http://127.0.0.1:${ssrPort}`;
    start('api/src/server.ts', {
      NODE_ENV: 'production',
      SEED_CONTENT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      API_PORT: String(apiPort),
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(48).toString('base64url'),
      PAYMENT_SECRET: randomBytes(48).toString('base64url'),
      ADMIN_TOKEN: '',
      HEALTH_SECRET: '',
      SITE_ORIGIN: site,
    });
    start('ops/src/cli/ssr-server.ts', {
      NODE_ENV: 'production',
      DEPLOY_DIR: deployDir(),
      SSR_PORT: String(ssrPort),
      API_ORIGIN: api,
      SITE_ORIGIN: site,
      HEALTH_SECRET: '',
    });
    await expect.poll(() => answers(`${api}/ready`), { timeout: 90_000, message: 'the production API on an empty database' }).toBe(true);
    await expect.poll(() => answers(`${site}/__ssr/health`), { timeout: 30_000, message: 'the SSR service' }).toBe(true);
  });
  test.afterAll(() => {
    children.forEach((c) => c.kill('SIGTERM'));
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  test('every sitemap URL and every fixed page renders without a 5xx', async () => {
    test.setTimeout(120_000);
    const locs = async (url: string) => [...(await (await fetch(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const pages: string[] = [];
    for (const file of await locs(`${api}/sitemap.xml`)) pages.push(...(await locs(`${api}${file}`)));
    expect(pages.length, 'the sitemap lists the site’s own pages').toBeGreaterThan(0);
    const fixed = [
      '/',
      '/khoa-hoc',
      '/tin-tuc',
      '/cong-thi',
      '/lien-he',
      '/gioi-thieu',
      '/ho-tro-khach-hang',
      '/giai-phap',
      '/home-study',
      '/tim-kiem?q=toan',
    ];
    const answered: string[] = [];
    for (const page of [...new Set([...pages, ...fixed])]) {
      const res = await fetch(`${site}${page}`, { redirect: 'manual' });
      answered.push(`${page} ${res.status < 500 ? 'ok' : res.status}`);
    }
    expect(answered.filter((a) => !a.endsWith(' ok'))).toEqual([]);
    expect((await fetch(`${api}/api/settings.json`)).status).toBe(200);
  });
});
