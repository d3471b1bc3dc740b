import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { hashTree } from '../src/build/hash-tree';
import { readState, updateRegistry } from '../src/registry/store';
import { emptyRemote } from '../src/registry/types';
import { verifyDeployed } from '../src/registry/verify';

/** `pnpm ops verify`: what is deployed is re-hashed against what was recorded at publish. */
const exec = promisify(execFile);
const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
const cli = path.resolve(__dirname, '../src/cli/ops.ts');

let dir: string;
const versionDir = (v: string) => path.join(dir, 'remotes', 'mf_content', v);

async function deployVersion(v: string, live: boolean) {
  fs.mkdirSync(path.join(versionDir(v), 'server'), { recursive: true });
  fs.writeFileSync(path.join(versionDir(v), 'remoteEntry.js'), `/* entry ${v} */`);
  fs.writeFileSync(path.join(versionDir(v), '123.abcdef0123.js'), `console.log("chunk ${v}")`);
  fs.writeFileSync(path.join(versionDir(v), 'mf-manifest.json'), '{"name":"mf_content"}');
  fs.writeFileSync(path.join(versionDir(v), 'server', 'remoteEntry.js'), 'module.exports = {}');
  const { files } = hashTree(versionDir(v));
  await updateRegistry(dir, (state) => {
    const remote = (state.remotes.mf_content ??= emptyRemote());
    remote.versions[v] = { version: v, publishedAt: new Date().toISOString(), publishedBy: 'test', files, integrity: 'sha384-x', exposes: [] };
    if (live) remote.live = v;
  });
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-verify-'));
  await deployVersion('1.0.0-a', false);
  await deployVersion('1.0.0-b', true);
});

describe('verifying what is deployed', () => {
  it('passes when every file is as published', async () => {
    expect(await verifyDeployed(dir)).toEqual({
      checked: [{ remote: 'mf_content', version: '1.0.0-b', files: 4 }],
      problems: [],
      byVersion: { 'mf_content@1.0.0-b': [] },
    });
  });

  it.each([
    [
      'a chunk with one byte changed',
      () => fs.appendFileSync(path.join(versionDir('1.0.0-b'), '123.abcdef0123.js'), ' '),
      '123.abcdef0123.js differs from what was published',
    ],
    [
      'the unhashed manifest edited',
      () => fs.writeFileSync(path.join(versionDir('1.0.0-b'), 'mf-manifest.json'), '{}'),
      'mf-manifest.json differs from what was published',
    ],
    ['a server file removed', () => fs.rmSync(path.join(versionDir('1.0.0-b'), 'server', 'remoteEntry.js')), 'server/remoteEntry.js is missing'],
    ['a file slipped in', () => fs.writeFileSync(path.join(versionDir('1.0.0-b'), 'evil.js'), 'alert(1)'), 'evil.js was added after publishing'],
  ])('names %s', async (_name, tamper, problem) => {
    tamper();
    expect((await verifyDeployed(dir)).problems).toEqual([`mf_content@1.0.0-b: ${problem}`]);
  });

  it('checks a named version even when it is not live', async () => {
    fs.appendFileSync(path.join(versionDir('1.0.0-a'), 'remoteEntry.js'), '//');
    expect((await verifyDeployed(dir)).problems).toEqual([]);
    expect((await verifyDeployed(dir, 'mf_content', '1.0.0-a')).problems).toEqual([
      'mf_content@1.0.0-a: remoteEntry.js differs from what was published',
    ]);
  });

  it('the CLI exits non-zero naming every mismatch', async () => {
    fs.appendFileSync(path.join(versionDir('1.0.0-b'), '123.abcdef0123.js'), ' ');
    const run = await exec(tsx, [cli, 'verify'], { env: { ...process.env, DEPLOY_DIR: dir } }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    );
    expect(run.code).not.toBe(0);
    expect(run.out).toContain('mf_content@1.0.0-b: 123.abcdef0123.js differs from what was published');
    // the version is marked (the console refuses it) until a verify finds it as published again
    expect(readState(dir).remotes.mf_content!.versions['1.0.0-b']!.faults).toEqual([
      { check: 'verify', at: expect.any(String), why: 'mf_content@1.0.0-b: 123.abcdef0123.js differs from what was published' },
    ]);
    fs.writeFileSync(path.join(versionDir('1.0.0-b'), '123.abcdef0123.js'), 'console.log("chunk 1.0.0-b")');
    await exec(tsx, [cli, 'verify'], { env: { ...process.env, DEPLOY_DIR: dir } });
    expect(readState(dir).remotes.mf_content!.versions['1.0.0-b']!.faults).toBeUndefined();
  }, 30_000);
});
