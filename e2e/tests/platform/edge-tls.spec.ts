import fs from 'node:fs';
import net from 'node:net';
import { expect, request as playwrightRequest, test } from '@playwright/test';

/**
 * Production topology (CI) only: TLS at the edge (ops/nginx/edu-tls-listen.conf with a certificate from files, here
 * a self-signed one made at start), plain HTTP redirected to it (ops/nginx/edge-http-redirect.conf), and the edge's
 * body and connection limits. The rest of the suite talks to the edge's plain port, the one a TLS terminator in
 * front (Ingress, CDN) uses.
 */
const tls = process.env.E2E_TLS_URL ?? '';
const plainRedirect = process.env.E2E_HTTP_REDIRECT_URL ?? '';
const edgeConf = process.env.E2E_EDGE_CONF ?? '';
const HSTS = 'max-age=31536000; includeSubDomains';

test.describe('TLS and limits at the edge', { tag: '@smoke' }, () => {
  test.skip(!tls, 'production-topology-only: nginx with a TLS listener');

  test('HTTPS serves pages and the API with HSTS; plain HTTP redirects to HTTPS, path and query kept', async ({ baseURL }) => {
    const secure = await playwrightRequest.newContext({ baseURL: tls, ignoreHTTPSErrors: true });
    try {
      for (const pathname of ['/tin-tuc', '/api/settings.json', '/registry.json']) {
        const res = await secure.get(pathname);
        expect(res.status(), pathname).toBe(200);
        expect(res.headers()['strict-transport-security'], pathname).toBe(HSTS);
      }
      expect((await secure.get('/tin-tuc')).headers()['content-type']).toMatch(/^text\/html/);
    } finally {
      await secure.dispose();
    }

    const plain = await playwrightRequest.newContext({ baseURL: plainRedirect });
    try {
      for (const [method, pathname] of [
        ['GET', '/khoa-hoc?trang=2&q=l%E1%BA%ADp+tr%C3%ACnh'],
        ['HEAD', '/'],
        ['POST', '/api/user/login.json'],
      ] as const) {
        const res = await plain.fetch(pathname, { method, maxRedirects: 0 });
        expect(res.status(), `${method} ${pathname}`).toBe(301);
        expect(res.headers().location).toBe(`${tls}${pathname}`);
        // HSTS means nothing over plain HTTP: not sent there
        expect(res.headers()['strict-transport-security']).toBeUndefined();
      }
    } finally {
      await plain.dispose();
    }
    // the plain port a terminator in front talks to: no HSTS unless it says the visitor came over TLS
    const behind = await fetch(new URL('/api/settings.json', baseURL));
    expect(behind.headers.get('strict-transport-security')).toBeNull();
    const forwarded = await fetch(new URL('/api/settings.json', baseURL), { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(forwarded.headers.get('strict-transport-security')).toBe(HSTS);
  });

  test('a browser over HTTPS: TLS 1.3 with the certificate from files, the page and its remotes load, nothing fails', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: tls, ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(`${r.url()} ${r.failure()?.errorText}`));
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    try {
      const res = (await page.goto('/'))!;
      expect(res.headers()['strict-transport-security']).toBe(HSTS);
      const details = (await res.securityDetails())!;
      expect(details.protocol).toBe('TLS 1.3');
      expect(details.subjectName).toBe('localhost');
      await expect(page.locator('main a[href^="/khoa-hoc/"]').first()).toBeVisible();
      await expect
        .poll(() =>
          page.evaluate(() => performance.getEntriesByType('resource').some((e) => /^https:.*\/remotes\/mf_catalogue\/.*\.js$/.test(e.name))),
        )
        .toBe(true);
      expect(failed).toEqual([]);
    } finally {
      await context.close();
    }
  });

  /** A POST whose headers are sent and whose body is not: in flight at the edge until the socket closes. */
  const post = (baseURL: string, from: string, contentLength: number) =>
    new Promise<net.Socket>((resolve, reject) => {
      const socket = net.connect({ host: '127.0.0.1', port: Number(new URL(baseURL).port), localAddress: from }, () => {
        socket.write(
          `POST /api/user/login.json HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${contentLength}\r\n\r\n{`,
        );
        resolve(socket);
      });
      socket.once('error', reject);
    });
  /** The status line the edge answers on a socket, or 'held' while it answers nothing. */
  const statusLine = (socket: net.Socket, waitMs = 2000) =>
    new Promise<string>((resolve) => {
      const timer = setTimeout(() => resolve('held'), waitMs);
      socket.once('data', (d) => {
        clearTimeout(timer);
        resolve(d.toString('latin1').split('\r\n')[0]!);
      });
    });

  test('a body over 12 MB is refused with 413 as soon as it is announced, before it reaches the API', async ({ baseURL }) => {
    const socket = await post(baseURL!, '127.0.0.1', 13 * 1024 * 1024);
    try {
      expect(await statusLine(socket)).toBe('HTTP/1.1 413 Request Entity Too Large');
    } finally {
      socket.destroy();
    }
  });

  test('one visitor address gets at most the configured requests in flight (429 beyond); the proxies in front are not counted', async ({
    baseURL,
  }) => {
    const limit = Number(/limit_conn edu_per_client (\d+);/.exec(fs.readFileSync(edgeConf, 'utf8'))?.[1]);
    expect(limit).toBeGreaterThan(0);
    const sockets: net.Socket[] = [];
    const visitor = '127.0.0.77'; // any address outside the trusted ranges
    try {
      for (let i = 0; i < limit; i += 1) sockets.push(await post(baseURL!, visitor, 100));
      // nginx counts a request once its headers are read: the next one past the limit is refused at once
      const answers: string[] = [];
      await expect
        .poll(async () => {
          const probe = await post(baseURL!, visitor, 100);
          sockets.push(probe);
          answers.push(await statusLine(probe));
          return answers.at(-1);
        })
        .toBe('HTTP/1.1 429 Too Many Requests');
      // no more than the limit were let through: at most one probe was still being counted in
      expect(answers.filter((a) => a === 'held').length).toBeLessThanOrEqual(1);
      // a proxy in front (127.0.0.1: the CDN stand-in, the SSR service's API calls here) is not held to it
      expect((await fetch(new URL('/api/settings.json', baseURL))).status).toBe(200);
    } finally {
      for (const s of sockets) s.destroy();
    }
    // once the visitor's requests end, it is served again
    await expect
      .poll(async () => {
        const again = await post(baseURL!, visitor, 1);
        const line = await statusLine(again, 5000);
        again.destroy();
        return line;
      })
      .not.toBe('HTTP/1.1 429 Too Many Requests');
  });
});
