import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readState, toPublicRegistry, updateRegistry } from '../src/registry/store';
import { promote, rollback, setCanary } from '../src/registry/pointers';
import { emptyRemote, type RegistryState } from '../src/registry/types';

const run = promisify(execFile);
const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'registry-test-'));
const MANIFEST_SHA256 = 'ab'.repeat(32);

async function seed(dir: string, versions: string[]) {
  await updateRegistry(dir, (state) => {
    const remote = (state.remotes.mf_catalogue = emptyRemote());
    for (const version of versions) {
      remote.versions[version] = {
        version,
        publishedAt: '',
        publishedBy: 't',
        files: { 'mf-manifest.json': MANIFEST_SHA256 },
        integrity: `sha384-${version}`,
        exposes: [],
      };
    }
  });
}

describe('registry store', () => {
  it('serializes parallel writers in separate processes: no torn file, no lost update', async () => {
    const dir = tmp();
    await Promise.all([1, 2, 3, 4].map((id) => run(tsx, [path.join(__dirname, 'fixtures/concurrent-writer.ts'), dir, String(id), '10'])));
    const state = readState(dir);
    expect(state.audit).toHaveLength(40);
    for (const id of [1, 2, 3, 4]) expect(state.audit.filter((a) => a.by === `writer-${id}`)).toHaveLength(10);
    expect(JSON.parse(fs.readFileSync(path.join(dir, 'registry.json'), 'utf8')).schema).toBe(1);
    expect(fs.readdirSync(dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  }, 60_000);

  it('leaves the state untouched when a change throws', async () => {
    const dir = tmp();
    await seed(dir, ['1.0.0-a']);
    await expect(
      updateRegistry(dir, (state: RegistryState) => {
        state.remotes.mf_catalogue!.live = '1.0.0-a';
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(readState(dir).remotes.mf_catalogue!.live).toBeNull();
  });
});

describe('promote, rollback, canary', () => {
  it('promotes, rolls back to the previous version, then to any earlier one', async () => {
    const dir = tmp();
    await seed(dir, ['1.0.0-a', '1.0.0-b', '1.0.0-c']);
    await promote(dir, 'mf_catalogue', '1.0.0-a');
    await promote(dir, 'mf_catalogue', '1.0.0-b');
    await promote(dir, 'mf_catalogue', '1.0.0-c');
    expect(await rollback(dir, 'mf_catalogue')).toEqual({ from: '1.0.0-c', to: '1.0.0-b' });
    expect(await rollback(dir, 'mf_catalogue')).toEqual({ from: '1.0.0-b', to: '1.0.0-a' });
    await expect(rollback(dir, 'mf_catalogue')).rejects.toThrow('no earlier version');
    expect(await rollback(dir, 'mf_catalogue', '1.0.0-c')).toEqual({ from: '1.0.0-a', to: '1.0.0-c' });
    const audit = readState(dir).audit.map((a) => `${a.action}:${a.version}`);
    expect(audit.slice(-4)).toEqual(['promote:1.0.0-c', 'rollback:1.0.0-b', 'rollback:1.0.0-a', 'rollback:1.0.0-c']);
  });

  it('refuses versions that were never published', async () => {
    const dir = tmp();
    await seed(dir, ['1.0.0-a']);
    await expect(promote(dir, 'mf_catalogue', '9.9.9')).rejects.toThrow('is not published');
    await expect(promote(dir, 'mf_unknown', '1.0.0-a')).rejects.toThrow('has no published version');
    await expect(setCanary(dir, 'mf_catalogue', '1.0.0-a', 101)).rejects.toThrow('percent');
  });

  it('publishes live and canary pointers with entry URLs and integrity', async () => {
    const dir = tmp();
    await seed(dir, ['1.0.0-a', '1.0.0-b']);
    await promote(dir, 'mf_catalogue', '1.0.0-a');
    await setCanary(dir, 'mf_catalogue', '1.0.0-b', 25);
    // the manifest's SRI is its sha256 recorded at publish, in base64
    const manifestIntegrity = `sha256-${Buffer.from(MANIFEST_SHA256, 'hex').toString('base64')}`;
    expect(toPublicRegistry(readState(dir)).remotes.mf_catalogue).toEqual({
      live: { version: '1.0.0-a', entry: '/remotes/mf_catalogue/1.0.0-a/mf-manifest.json', integrity: 'sha384-1.0.0-a', manifestIntegrity },
      canary: {
        version: '1.0.0-b',
        entry: '/remotes/mf_catalogue/1.0.0-b/mf-manifest.json',
        integrity: 'sha384-1.0.0-b',
        manifestIntegrity,
        percent: 25,
      },
      published: { '1.0.0-a': 'sha384-1.0.0-a', '1.0.0-b': 'sha384-1.0.0-b' },
      publishedManifests: { '1.0.0-a': manifestIntegrity, '1.0.0-b': manifestIntegrity },
    });
  });

  it('a writer that waits too long names who holds the lock', async () => {
    const dir = tmp();
    await seed(dir, ['1.0.0-a']);
    fs.mkdirSync(path.join(dir, '.registry.lock'));
    fs.writeFileSync(path.join(dir, '.registry.lock', 'owner'), 'deploy-box pid 4242 since 2026-11-24T10:00:00.000Z');
    await expect(updateRegistry(dir, () => undefined, 200)).rejects.toThrow(
      /registry is locked by deploy-box pid 4242 since 2026-11-24T10:00:00\.000Z .*broken automatically/,
    );
  });

  it('a stale lock (its writer died) is broken and the write goes through', async () => {
    const dir = tmp();
    await seed(dir, ['1.0.0-a']);
    const lock = path.join(dir, '.registry.lock');
    fs.mkdirSync(lock);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lock, old, old);
    await promote(dir, 'mf_catalogue', '1.0.0-a');
    expect(readState(dir).remotes.mf_catalogue!.live).toBe('1.0.0-a');
  });

  it('refuses to promote or canary a version the live shell cannot run (a shared singleton it does not provide)', async () => {
    const dir = tmp();
    await seed(dir, ['1.0.0-a', '1.1.0-b']);
    fs.mkdirSync(path.join(dir, 'shell'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'shell', 'mf-manifest.json'),
      JSON.stringify({ shared: [{ name: '@edu/shared', version: '1.0.0', singleton: true }] }),
    );
    for (const [v, range] of [
      ['1.0.0-a', '^1.0.0'],
      ['1.1.0-b', '^1.1.0'],
    ]) {
      fs.mkdirSync(path.join(dir, 'remotes', 'mf_catalogue', v!), { recursive: true });
      fs.writeFileSync(
        path.join(dir, 'remotes', 'mf_catalogue', v!, 'mf-manifest.json'),
        JSON.stringify({ shared: [{ name: '@edu/shared', version: '1.1.0', requiredVersion: range, singleton: true }] }),
      );
    }
    await promote(dir, 'mf_catalogue', '1.0.0-a');
    await expect(promote(dir, 'mf_catalogue', '1.1.0-b')).rejects.toThrow(
      /cannot run on the live shell[\s\S]*built for \^1\.1\.0 but the live shell provides 1\.0\.0/,
    );
    await expect(setCanary(dir, 'mf_catalogue', '1.1.0-b', 10)).rejects.toThrow(/cannot run on the live shell/);
    expect(readState(dir).remotes.mf_catalogue).toMatchObject({ live: '1.0.0-a', canary: null });
    // a rollback is never blocked: it goes back to what ran before
    await expect(setCanary(dir, 'mf_catalogue', '1.1.0-b', 0)).resolves.toBeUndefined();
  });
});
