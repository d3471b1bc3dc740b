import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test } from '@playwright/test';
import { currentLive, deployDir, promote, publishCopy, rollback } from '../support/registry';
import { AccountPages, readSessionCookie } from '../account/account-helpers';

/**
 * Production topology (CI) only: a CDN in front of the edge, stood in for by a second nginx whose config is generated
 * from the CDN rules (ops/src/edge/cdn-rules.ts → ops/nginx/cdn.conf). A rollback reaches visitors through it with no
 * purge, and nothing a signed-in visitor saw or asked of the API is in its cache folder (read back from disk).
 */
const cdn = process.env.E2E_CDN_URL ?? '';
const cacheDir = process.env.E2E_CDN_CACHE_DIR ?? '';
const operator = { email: process.env.E2E_OPERATOR_EMAIL ?? '', password: process.env.E2E_OPERATOR_PASSWORD ?? '' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Stored {
  key: string;
  /** The stored answer's header block and body, decoded (a br or gzip body decompressed). */
  text: string;
}

/** A chunked body's bytes. */
function dechunk(b: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = b.indexOf('\r\n', at);
    const size = parseInt(b.subarray(at, lineEnd).toString('latin1'), 16);
    if (!(size > 0)) return Buffer.concat(parts);
    parts.push(b.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** Every answer in the CDN's cache folder: nginx writes a binary header, `KEY: …`, the origin's headers, the body. */
function storedAnswers(): Stored[] {
  const out: Stored[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else {
        const bytes = fs.readFileSync(file);
        const keyAt = bytes.indexOf('\nKEY: ');
        const keyEnd = bytes.indexOf('\n', keyAt + 6);
        const headEnd = bytes.indexOf('\r\n\r\n', keyEnd);
        const head = bytes.subarray(keyEnd + 1, headEnd).toString('utf8');
        const body = bytes.subarray(headEnd + 4);
        const coding = /^content-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
        const decode = (b: Buffer) => (coding === 'br' ? zlib.brotliDecompressSync(b) : coding === 'gzip' ? zlib.gunzipSync(b) : b);
        let decoded: Buffer = body;
        try {
          decoded = decode(body);
        } catch {
          try {
            decoded = decode(dechunk(body));
          } catch {
            // kept as stored: searched as it is
          }
        }
        out.push({ key: bytes.subarray(keyAt + 6, keyEnd).toString('utf8'), text: `${head}\n${decoded.toString('utf8')}` });
      }
    }
  };
  if (fs.existsSync(cacheDir)) walk(cacheDir);
  return out;
}

type Registry = { remotes: Record<string, { live: { version: string } | null } | undefined> };
const REMOTE = 'mf_content';
const liveIn = (registry: Registry) => registry.remotes[REMOTE]?.live?.version ?? null;

/**
 * The version of REMOTE a page through the CDN was rendered with (the registry it used is inlined in it as
 * #mf-registry; the SSR service's own page cache is keyed by versions, so this is what the page shows), and how the
 * CDN served it.
 */
async function pageVersion(pathname: string): Promise<{ version: string | null; cache: string | null }> {
  const res = await fetch(new URL(pathname, cdn));
  const html = await res.text();
  const json = /<script id="?mf-registry"?[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{"remotes":{}}';
  return { version: liveIn(JSON.parse(json) as Registry), cache: res.headers.get('x-cache') };
}

async function registryVersion(): Promise<string | null> {
  return liveIn((await (await fetch(new URL('/registry.json', cdn))).json()) as Registry);
}

test.describe('the CDN in front of the edge', { tag: '@smoke' }, () => {
  test.skip(!cdn, 'production-topology-only: the CDN stand-in (a second nginx with ops/nginx/cdn.conf)');

  test('a rollback is seen through the CDN within 2 s, with no purge (10 rounds, p90)', async () => {
    test.setTimeout(150_000);
    const original = (await currentLive(REMOTE))!;
    const copy = await publishCopy(REMOTE, 'cdn');
    const times: number[] = [];
    const details: string[] = [];
    try {
      for (let round = 0; round < 10; round += 1) {
        await promote(deployDir(), REMOTE, copy);
        // the CDN holds the promoted page: served from its store, not asked of the edge
        await expect
          .poll(
            async () => {
              const page = await pageVersion('/tin-tuc');
              return page.version === copy && page.cache === 'HIT';
            },
            { timeout: 10_000, intervals: [50] },
          )
          .toBe(true);

        await rollback(deployDir(), REMOTE);
        const started = Date.now();
        expect(await currentLive(REMOTE)).toBe(original);
        const seen = { page: -1, registry: -1 };
        for (;;) {
          const [page, registry] = await Promise.all([pageVersion('/tin-tuc'), registryVersion()]);
          if (seen.registry < 0 && registry === original) seen.registry = Date.now() - started;
          if (seen.page < 0 && page.version === original) seen.page = Date.now() - started;
          if (seen.page >= 0 && seen.registry >= 0) break;
          if (Date.now() - started > 5000) {
            throw new Error(`round ${round + 1}: after 5 s the CDN still serves ${page.version} / ${registry} (want ${original})`);
          }
          await sleep(20);
        }
        times.push(Math.max(seen.page, seen.registry));
        details.push(`page ${seen.page} ms, registry ${seen.registry} ms`);
      }
    } finally {
      if ((await currentLive(REMOTE)) !== original) await rollback(deployDir(), REMOTE, original);
    }
    const sorted = [...times].sort((a, b) => a - b);
    const p90 = sorted[Math.ceil(sorted.length * 0.9) - 1]!;
    console.log(`rollback committed → through the CDN: ${details.join('; ')}; p50 ${sorted[4]} ms, p90 ${p90} ms`);
    // nginx counts freshness in whole seconds: s-maxage=1 keeps a page until the end of the next second (1–2 s)
    expect(p90).toBeLessThanOrEqual(2000);
  });

  test("after a signed-in visit and /api/user/* calls, nothing private is in the CDN's cache folder", async ({ browser, baseURL }) => {
    test.setTimeout(90_000);
    const context = await browser.newContext({ baseURL: cdn });
    const page = await context.newPage();
    const apiCalls: string[] = [];
    page.on('response', (r) => {
      const u = new URL(r.url());
      if (u.pathname.startsWith('/api/user/')) apiCalls.push(`${r.status()} ${u.pathname}`);
    });
    // signed in on the site's own origin (its forms accept only SITE_ORIGIN; in production the CDN serves that origin):
    // the session cookie is the host's, so the browser sends it through the CDN's port as well
    await page.goto(new URL('/dang-nhap?redirect=%2Ftai-khoan%2Fho-so', baseURL).toString());
    await new AccountPages(page).signIn(operator.email, operator.password);
    await expect(page.getByRole('heading', { name: 'Hồ sơ cá nhân', level: 1 })).toBeVisible();
    await page.goto('/tai-khoan/ho-so');
    await expect(page.getByRole('heading', { name: 'Hồ sơ cá nhân', level: 1 })).toBeVisible();
    const token = (await readSessionCookie(context))!.userInfo!.token;
    // through the CDN, signed in: pages a visitor also sees anonymously, and the private one again
    for (const pathname of ['/', '/tin-tuc', '/tai-khoan/ho-so']) {
      await page.goto(pathname);
      await expect(page.locator('#root')).not.toBeEmpty();
    }
    // the learner's own answers, asked twice each (a stored first answer would serve the second)
    for (const pathname of ['/api/user/user.json', '/api/user/course.json']) {
      for (let i = 0; i < 2; i += 1) {
        const res = await page.request.get(pathname, { headers: { Authorization: `Bearer ${token}` } });
        expect(res.status(), pathname).toBe(200);
        expect(res.headers()['x-cache'] ?? 'not stored', pathname).not.toBe('HIT');
      }
    }
    // a public page asked with the learner's Authorization and no cookie: the page itself would be shared (the SSR
    // service reads cookies), so only the CDN's own rule keeps it out; the same page without it is the control that is stored
    const probe = `cdn-${Date.now()}`;
    for (let i = 0; i < 2; i += 1)
      await (await fetch(new URL(`/tin-tuc?probe=${probe}-auth`, cdn), { headers: { Authorization: `Bearer ${token}` } })).text();
    await (await fetch(new URL(`/tin-tuc?probe=${probe}-anon`, cdn))).text();
    await context.close();
    expect(apiCalls.length).toBeGreaterThan(0);

    const stored = storedAnswers();
    const keys = stored.map((s) => s.key);
    console.log(
      `${stored.length} answers in the CDN's cache: ${[...new Set(keys.map((k) => k.replace(/\/[^/|?]*\.[0-9a-f]{10}\.\w+/, '/…')))].slice(0, 12).join('  ')} …`,
    );
    // the control: the CDN does store pages and remote files
    expect(keys.some((k) => k.startsWith(`/tin-tuc?probe=${probe}-anon|`))).toBe(true);
    expect(keys.some((k) => k.startsWith('/remotes/'))).toBe(true);
    // nothing private: no API answer, no account page, no page asked with Authorization
    expect(keys.filter((k) => /^\/(api|restapi|uploads|ops|tai-khoan)[/?|]/.test(k) || k.includes(`${probe}-auth`))).toEqual([]);
    // and no stored answer names the learner, carries the session, sets a cookie or says private
    for (const s of stored) {
      for (const secret of [operator.email, token, token.split('.')[1]!])
        expect(s.text.includes(secret), `${s.key} holds ${secret.slice(0, 12)}…`).toBe(false);
      expect(s.text, s.key).not.toMatch(/^set-cookie:|^cache-control:.*\b(private|no-store)\b/im);
    }
  });
});
