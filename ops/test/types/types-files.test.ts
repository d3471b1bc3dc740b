import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { requiredExposes } from '@edu/shared/pages';
import { publishRemote } from '../../src/registry/publish';
import { verifyDeployed } from '../../src/registry/verify';
import { TYPES_ZIP } from '../../src/registry/types';
import { serveTypes } from '../../src/types/serve-types';
import { zipFolder } from '../../src/types/zip';

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'edu-types-test-'));

describe('the types zip', () => {
  it('depends on the files only: the same bytes after the files are written again later', () => {
    const dir = tmp();
    fs.mkdirSync(path.join(dir, 'compiled-types/exposes'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'Page.d.ts'), "export * from './compiled-types/exposes/page';\n");
    fs.writeFileSync(path.join(dir, 'compiled-types/exposes/page.d.ts'), 'export declare const trang: string;\n'.repeat(50));
    const first = zipFolder(dir);
    fs.utimesSync(path.join(dir, 'Page.d.ts'), new Date(2030, 1, 1), new Date(2030, 1, 1));
    expect(zipFolder(dir).equals(first)).toBe(true);
  });

  it('is a zip the system unzip reads back file for file', () => {
    const dir = tmp();
    fs.mkdirSync(path.join(dir, 'shared'));
    fs.writeFileSync(path.join(dir, 'shared/core.d.ts'), 'export declare function formatPrice(đồng: number): string;\n');
    const zip = path.join(tmp(), 'types.zip');
    fs.writeFileSync(zip, zipFolder(dir));
    const listed = spawnSync('unzip', ['-p', zip, 'shared/core.d.ts'], { encoding: 'utf8' });
    expect(listed.stdout).toBe('export declare function formatPrice(đồng: number): string;\n');
  });
});

describe('serveTypes: /types/ from <deploy>/types only', () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    const deploy = tmp();
    fs.mkdirSync(path.join(deploy, 'types/edu_contract/1.3.0-abc'), { recursive: true });
    fs.writeFileSync(path.join(deploy, 'types/edu_contract/1.3.0-abc/@mf-types.zip'), 'zip');
    fs.writeFileSync(path.join(deploy, 'types/edu_contract.json'), '{}');
    fs.writeFileSync(path.join(deploy, 'registry-state.json'), '{"audit":"private"}');
    server = http.createServer((req, res) => {
      if (!serveTypes(req, res, deploy, new URL(req.url!, 'http://x').pathname)) res.writeHead(418).end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    ['a contract version: immutable', '/types/edu_contract/1.3.0-abc/@mf-types.zip', 200, 'public, max-age=31536000, immutable'],
    ['the pointer: revalidated', '/types/edu_contract.json', 200, 'no-cache'],
    ['the private state beside it, by an encoded ../', '/types/..%2fregistry-state.json', 404, 'no-cache'],
  ])('%s', async (_name, url, status, cache) => {
    const res = await fetch(base + url);
    expect([res.status, res.headers.get('cache-control')]).toEqual([status, cache]);
  });

  it('leaves every other path to the edge', async () => expect((await fetch(`${base}/remotes/x`)).status).toBe(418));
});

describe('a version published with its types is the same version as its build', () => {
  const saved = { ...process.env };
  beforeAll(() => {
    for (const key of Object.keys(process.env)) if (key.startsWith('S3_')) delete process.env[key];
  });
  afterAll(() => {
    process.env = saved;
  });

  /** A build the publish gate accepts (entry, manifest, a server build with every page the shell routes to). */
  function build(withTypes: boolean): string {
    const dir = tmp();
    const exposes = requiredExposes().mf_content;
    const manifest = {
      name: 'mf_content',
      metaData: { remoteEntry: { name: 'remoteEntry.js' } },
      exposes: exposes.map((name) => ({ name: `./${name}` })),
      shared: [],
    };
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '/* entry */');
    fs.mkdirSync(path.join(dir, 'server'));
    fs.writeFileSync(path.join(dir, 'server/remoteEntry.js'), `module.exports = { ${exposes.map((e) => `"./${e}": 1`).join(', ')} };`);
    if (withTypes) fs.writeFileSync(path.join(dir, TYPES_ZIP), 'types');
    return dir;
  }

  it('so publishing the build again (pnpm start after pnpm ops publish) is "already published"; other bytes are still refused', async () => {
    const deploy = tmp();
    await expect(publishRemote(deploy, 'mf_content', build(true), '1.0.0-a')).resolves.toEqual({ kind: 'published', version: '1.0.0-a' });
    await expect(publishRemote(deploy, 'mf_content', build(false), '1.0.0-a')).resolves.toEqual({ kind: 'already-published', version: '1.0.0-a' });
    const other = build(false);
    fs.writeFileSync(path.join(other, 'remoteEntry.js'), '/* đã sửa */');
    await expect(publishRemote(deploy, 'mf_content', other, '1.0.0-a')).rejects.toThrow('already published with different content');
    expect((await verifyDeployed(deploy, 'mf_content', '1.0.0-a')).problems).toEqual([]);
  });
});
