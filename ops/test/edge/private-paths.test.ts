import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createEdgeServer } from '../../src/edge/server';
import { normalizePath } from '../../src/edge/normalize-path';
import { privateSpellings } from '../../src/edge/private-spellings';

/**
 * The audit's attack on the local edge (`pnpm start`): `/121.<hash>.js%2emap` → 200 with the source, and
 * `/remotes/mf_catalogue/<version>/%73erver/remoteEntry.js` → 200 (the server build). Every spelling of a map or a
 * server build is refused, each file stored, over real HTTP with the path sent as written. The same spellings run
 * against nginx in the production topology (e2e/tests/platform/private-files.spec.ts).
 */
const SCRIPT = '/121.0123456789.js';
const VERSION = '/remotes/mf_catalogue/1.2.0';
let deployDir: string;
let server: http.Server;
let port: number;

beforeAll(async () => {
  deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edge-private-'));
  const put = (file: string, body: string) => {
    fs.mkdirSync(path.dirname(path.join(deployDir, file)), { recursive: true });
    fs.writeFileSync(path.join(deployDir, file), body);
  };
  put('shell/index.html', '<!doctype html><title>shell</title>');
  put(`shell${SCRIPT}`, 'console.log(1)');
  put(`shell${SCRIPT}.map`, '{"sourcesContent":["the source"]}');
  put(`shell${SCRIPT}%2emap`, 'a file really named so');
  put(`${VERSION}/remoteEntry.js`, 'entry');
  put(`${VERSION}/remoteEntry.js.map`, '{"sourcesContent":["the source"]}');
  put(`${VERSION}/server/remoteEntry.js`, 'the server build');
  put(`${VERSION}/server/mf-manifest.json`, '{}');
  server = createEdgeServer({ deployDir, apiOrigin: 'http://127.0.0.1:9', appConfig: {}, ssr: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  fs.rmSync(deployDir, { recursive: true, force: true });
});

/** A GET with the path exactly as written (no URL parsing on the way). */
const get = (rawPath: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode!, body }));
      })
      .on('error', reject);
  });

describe('private files on the local edge, whatever the spelling', () => {
  it('serves the public files the spellings are made from', async () => {
    expect(await get(SCRIPT)).toEqual({ status: 200, body: 'console.log(1)' });
    expect(await get(`${VERSION}/remoteEntry.js`)).toEqual({ status: 200, body: 'entry' });
  });

  it.each(privateSpellings(SCRIPT, VERSION))('%s → 404', async (spelling) => {
    const res = await get(spelling);
    expect(res.status).toBe(404);
    expect(res.body).not.toContain('the source');
    expect(res.body).not.toContain('the server build');
  });

  it('decodes once: %252e is a name, never a second dot', async () => {
    expect((await get(`${SCRIPT}%252emap`)).body).toBe('a file really named so');
  });

  it('refuses a path no file can have', async () => {
    for (const bad of [`${SCRIPT}%2`, `${SCRIPT}%00.map`, `/%E0%A4%A`]) expect((await get(bad)).status).toBe(400);
  });
});

describe('normalizePath', () => {
  it.each([
    ['/a/./b//c/../d', '/a/b/d'],
    ['/%2e%2e/%2E%2e/etc/passwd', '/etc/passwd'],
    ['/a%2fb%5Cc', '/a/b/c'],
    ['/A/B.MAP?x=1', '/A/B.MAP'],
    ['/a/b/..', '/a/'],
  ])('%s → %s', (raw, expected) => expect(normalizePath(raw)?.path).toBe(expected));

  it('gives the rules a lower-case copy', () => expect(normalizePath('/Remotes/X/1.0/SERVER/a.js')?.rules).toBe('/remotes/x/1.0/server/a.js'));
});
