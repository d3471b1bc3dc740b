import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createConsoleHandler } from '../../src/console/console-handler';
import { createToken } from '../../src/registry/deploy-tokens';
import { sql, startOpsDatabase } from '../support/ops-database';
import { seedTwoVersions } from '../support/seed-registry';

/**
 * The console's sign-in over real HTTP against a real database (PostgreSQL with TEST_PG_URL, else PGlite):
 * throttled per address and per token prefix, sessions that end on sign-out, a banner that is the console's own.
 * The browser's side of it: e2e/tests/ops/console-sign-in.spec.ts.
 */
let database: Awaited<ReturnType<typeof startOpsDatabase>>;
let server: http.Server;
let base: string;
let deployDir: string;

beforeAll(async () => {
  database = await startOpsDatabase();
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'console-sign-in-'));
  await seedTwoVersions(deployDir, { live: '1.0.0-b', previous: ['1.0.0-a'] });
  const handler = createConsoleHandler({ deployDir, siteUrl: 'http://127.0.0.1:9' });
  server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}, 60_000);
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await database.stop();
});

let addresses = 0;
const freshAddress = () => `2001:db8::${(++addresses).toString(16)}`;

function login(token: string, address: string) {
  return fetch(`${base}/ops/console/login`, {
    method: 'POST',
    body: new URLSearchParams({ token }),
    headers: { origin: base, 'x-real-ip': address },
    redirect: 'manual',
  });
}
const cookieOf = (res: Response) => /edu_ops_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
const page = (cookie: string, query = '') =>
  fetch(`${base}/ops/console${query}`, { headers: { cookie: `edu_ops_session=${cookie}` } }).then((r) => r.text());

describe('console sign-in', () => {
  it('answers 429 with Retry-After and a Vietnamese message after 10 wrong tries from one address, a right token too', async () => {
    const address = freshAddress();
    for (let i = 0; i < 10; i++) expect((await login(`edu_${(0xa0000000 + i).toString(16)}_sai`, address)).status).toBe(401);
    const { token } = await createToken('squad-content', ['mf_content']);
    const refused = await login(token, address);
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);
    expect(cookieOf(refused)).toBeUndefined();
    expect(await refused.text()).toMatch(/Bạn đã nhập sai mã quá nhiều lần\. Vui lòng thử lại sau \d+ phút\./);
    // the same token from another address: let in
    expect((await login(token, freshAddress())).status).toBe(303);
  });

  it('locks a token prefix after 10 wrong secrets from 10 addresses', async () => {
    const { id, token } = await createToken('squad-content', ['mf_content']);
    for (let i = 0; i < 10; i++) expect((await login(`edu_${id}_doan-${i}`, freshAddress())).status).toBe(401);
    expect((await login(token, freshAddress())).status).toBe(429);
  });

  it('refuses an expired token and a revoked one at sign-in', async () => {
    const expired = await createToken('squad-content', ['mf_content']);
    await sql(database.url, "UPDATE deploy_tokens SET expires_at = now() - interval '1 second' WHERE id = $1", [expired.id]);
    const revoked = await createToken('squad-content', ['mf_content']);
    await sql(database.url, 'UPDATE deploy_tokens SET revoked_at = now() WHERE id = $1', [revoked.id]);
    for (const { token } of [expired, revoked]) {
      const res = await login(token, freshAddress());
      expect(res.status).toBe(401);
      expect(await res.text()).toContain('Mã triển khai không hợp lệ, đã hết hạn hoặc đã bị thu hồi.');
    }
  });

  it('sign-out revokes the session on the server: the old cookie is refused afterwards', async () => {
    const { token } = await createToken('squad-content', ['mf_content']);
    const cookie = cookieOf(await login(token, freshAddress()))!;
    expect(cookie).toBeDefined();
    expect(await page(cookie)).toContain('squad-content · được triển khai: mf_content');
    const out = await fetch(`${base}/ops/console/logout`, {
      method: 'POST',
      headers: { origin: base, cookie: `edu_ops_session=${cookie}` },
      redirect: 'manual',
    });
    expect(out.status).toBe(303);
    const after = await page(cookie);
    expect(after).not.toContain('squad-content');
    expect(after).toContain('Mã triển khai');
    const change = await fetch(`${base}/ops/console/action`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'rollback', remote: 'mf_content', reason: 'cookie cũ' }),
      headers: { origin: base, cookie: `edu_ops_session=${cookie}` },
      redirect: 'manual',
    });
    expect(change.status).toBe(401);
  });

  it('shows no ?done= text; after a change, the console’s own message once', async () => {
    const { token } = await createToken('squad-content', ['mf_content']);
    const cookie = cookieOf(await login(token, freshAddress()))!;
    const forged = 'Đã chuyển 10.000.000 ₫ vào tài khoản của bạn';
    const shown = await page(cookie, `?done=${encodeURIComponent(forged)}`);
    expect(shown).toContain('squad-content');
    expect(shown).not.toContain('role="status"');
    expect(shown).not.toContain('10.000.000');
    expect(await page(cookie, '?done=rolled-back')).not.toContain('role="status"');

    const done = await fetch(`${base}/ops/console/action`, {
      method: 'POST',
      body: new URLSearchParams({ action: 'rollback', remote: 'mf_content', reason: 'thử thông báo' }),
      headers: { origin: base, cookie: `edu_ops_session=${cookie}` },
      redirect: 'manual',
    });
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/ops/console');
    expect(await page(cookie)).toContain('<p class="flash" role="status">mf_content: đã quay lại 1.0.0-b → 1.0.0-a.</p>');
    expect(await page(cookie)).not.toContain('role="status"');
  });
});

describe('console with its database away', () => {
  it('answers 503 with Retry-After and a Vietnamese message, not 500', async () => {
    const saved = process.env.OPS_DATABASE_URL;
    process.env.OPS_DATABASE_URL = 'postgres://app@127.0.0.1:9/none'; // nothing listens on the discard port
    try {
      for (const res of [
        await login('edu_00000000_sai', freshAddress()),
        await fetch(`${base}/ops/console`, { headers: { cookie: 'edu_ops_session=' + 'x'.repeat(43) } }),
      ]) {
        expect(res.status).toBe(503);
        expect(res.headers.get('retry-after')).toBe('5');
        expect(await res.text()).toContain('Không kết nối được cơ sở dữ liệu vận hành. Vui lòng thử lại sau ít phút.');
      }
    } finally {
      process.env.OPS_DATABASE_URL = saved;
    }
  });
});
