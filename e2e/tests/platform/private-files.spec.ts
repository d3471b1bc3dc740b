import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { deployDir, isStored } from '../support/registry';
import { privateSpellings } from '../../../ops/src/edge/private-spellings';

/**
 * What the deploy folder holds but browsers never get (same suite on the local edge and, in the
 * production topology, nginx): source maps (they are the source) and each version's server build.
 * The code does not name its maps either, so devtools do not go looking for them. Each map asked for
 * is stored (on disk, or in the bucket in the production topology: ops keep them to decode stack
 * traces), so a 404 is the edge refusing, not a missing file.
 */
const onDisk = (urlPath: string) => path.join(deployDir(), urlPath);

async function scriptsOfHome(request: APIRequestContext): Promise<string[]> {
  const html = await (await request.get('/')).text();
  return [...html.matchAll(/<script[^>]*\ssrc=["']?([^"'\s>]+\.js)/g)].map((m) => m[1]!);
}

/** A GET with the path exactly as written: Playwright's client parses the URL and would resolve `/./` and `%2e` itself. */
const rawGet = (base: string, rawPath: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const { hostname, port } = new URL(base);
    http
      .get({ host: hostname, port, path: rawPath }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });

async function liveCatalogue(request: APIRequestContext): Promise<{ base: string; version: string }> {
  const registry = (await (await request.get('/registry.json')).json()) as { remotes: Record<string, { live: { entry: string; version: string } }> };
  const live = registry.remotes.mf_catalogue!.live;
  return { base: live.entry.replace(/\/mf-manifest\.json$/, ''), version: live.version };
}

test.describe('files not for browsers', { tag: '@smoke' }, () => {
  test('the shell’s scripts are served without naming a source map, and their maps are not served', async ({ request }) => {
    const scripts = await scriptsOfHome(request);
    expect(scripts.length).toBeGreaterThan(0);
    for (const src of scripts) {
      const res = await request.get(src);
      expect(res.status(), src).toBe(200);
      expect(await res.text(), src).not.toContain('sourceMappingURL');
      const pathname = new URL(src, 'http://site').pathname;
      expect(fs.existsSync(onDisk(`/shell${pathname}.map`)), `${pathname}.map kept on disk`).toBe(true);
      expect((await request.get(`${pathname}.map`)).status(), `${pathname}.map`).toBe(404);
    }
  });

  test('a remote’s entry names no map, its map and its server build answer 404', async ({ request }) => {
    const { base, version } = await liveCatalogue(request);
    const entry = await request.get(`${base}/remoteEntry.js`);
    expect(entry.status()).toBe(200);
    expect(await entry.text()).not.toContain('sourceMappingURL');
    expect(await isStored('mf_catalogue', version, 'remoteEntry.js.map'), 'map kept by ops').toBe(true);
    expect((await request.get(`${base}/remoteEntry.js.map`)).status()).toBe(404);
    expect(await isStored('mf_catalogue', version, 'server/remoteEntry.js'), 'server build kept').toBe(true);
    expect((await request.get(`${base}/server/remoteEntry.js`)).status()).toBe(404);
    expect((await request.get(`${base}/server/mf-manifest.json`)).status()).toBe(404);
  });

  test('every other spelling of a map or a server build — percent-encoded, mixed case, dot segments, double slashes — answers 404', async ({
    request,
    baseURL,
  }) => {
    // a script whose map is stored: its 404s are the edge refusing, not a missing file
    const script = (await scriptsOfHome(request)).map((src) => new URL(src, baseURL).pathname).find((p) => fs.existsSync(onDisk(`/shell${p}.map`)));
    expect(script, 'a shell script with its map kept on disk').toBeTruthy();
    const { base } = await liveCatalogue(request);
    const version = new URL(base, baseURL).pathname;
    expect((await rawGet(baseURL!, script!)).status, 'the script itself').toBe(200);
    const answers: string[] = [];
    for (const spelling of privateSpellings(script!, version)) {
      const res = await rawGet(baseURL!, spelling);
      answers.push(`${res.status} ${spelling}`);
      expect(res.body, spelling).not.toContain('sourcesContent');
    }
    expect(answers).toEqual(privateSpellings(script!, version).map((s) => `404 ${s}`));
  });
});
