import http from 'node:http';
import zlib from 'node:zlib';
import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * What a phone downloads is compressed: the shell's scripts as the brotli (or gzip) copies made at build
 * time, a remote's entry compressed by the edge on its way from the deploy folder or the bucket — on the
 * local edge and on nginx alike, always with `Vary: Accept-Encoding` so no cache mixes them up.
 */
async function shellScript(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/')).text();
  const src = [...html.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+\.js)/g)]
    .map((m) => m[1]!)
    .find((s) => !s.includes('/remotes/') && !/(^|\/)early\.[0-9a-f]+\.js$/.test(s)); // the ~1 KB early script is too small to precompress
  if (!src) throw new Error('no shell script on the home page');
  return new URL(src, 'http://site').pathname;
}

/** The bytes exactly as sent (node:http does not decode them), and the file itself. */
async function fetchRaw(request: APIRequestContext, url: string, encoding: string) {
  const target = new URL(url, test.info().project.use.baseURL);
  const sent = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(target, { headers: { 'accept-encoding': encoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
  const plain = await (await request.get(url, { headers: { 'accept-encoding': 'identity' } })).body();
  const decoded =
    sent.headers['content-encoding'] === 'br'
      ? zlib.brotliDecompressSync(sent.body)
      : sent.headers['content-encoding'] === 'gzip'
        ? zlib.gunzipSync(sent.body)
        : sent.body;
  return { ...sent, plain, decoded };
}

test.describe('compression', { tag: '@smoke' }, () => {
  test('the shell’s scripts go out as their brotli copy, or gzip, and decode to the file itself', async ({ request }) => {
    const script = await shellScript(request);
    const br = await fetchRaw(request, script, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    expect(br.body.length).toBeLessThan(br.plain.length / 2);
    expect(br.decoded.equals(br.plain)).toBe(true);
    const gz = await fetchRaw(request, script, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body.length).toBeLessThan(gz.plain.length / 2);
    expect(gz.decoded.equals(gz.plain)).toBe(true);
    // brotli's best setting, made once at build time, beats gzip's
    expect(br.body.length).toBeLessThan(gz.body.length);
  });

  test('a remote’s entry is compressed on its way through the edge, brotli when the browser takes it', async ({ request }) => {
    const registry = (await (await request.get('/registry.json')).json()) as { remotes: Record<string, { live: { entry: string } }> };
    const entry = registry.remotes.mf_catalogue!.live.entry.replace(/mf-manifest\.json$/, 'remoteEntry.js');
    const br = await fetchRaw(request, entry, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.decoded.equals(br.plain)).toBe(true);
    const gz = await fetchRaw(request, entry, 'gzip');
    expect(br.body.length).toBeLessThan(gz.body.length);
    expect(gz.status).toBe(200);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toMatch(/Accept-Encoding/i);
    expect(gz.body.length).toBeLessThan(gz.plain.length);
    expect(gz.decoded.equals(gz.plain)).toBe(true);
  });

  test('a server-rendered page goes out compressed: a phone waits for ~10 KB of HTML, not ~90', async ({ request }) => {
    for (const page of ['/', '/khoa-hoc']) {
      const br = await fetchRaw(request, page, 'gzip, deflate, br');
      expect(br.status).toBe(200);
      expect(br.headers['content-type']).toMatch(/^text\/html/);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.body.length).toBeLessThan(br.plain.length / 4);
      // rendered again for each request: the same page, not necessarily the same bytes
      expect(br.decoded.toString('utf8')).toContain('<div id="root"><');
      expect(Math.abs(br.decoded.length - br.plain.length)).toBeLessThan(br.plain.length / 20);
      const gz = await fetchRaw(request, page, 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.decoded.toString('utf8')).toContain('<div id="root"><');
      const none = await fetchRaw(request, page, 'identity');
      expect(none.headers['content-encoding']).toBeUndefined();
      expect(none.body.toString('utf8')).toContain('<div id="root"><');
    }
  });
});
