/**
 * The first-start job (`node src/cli/first-start.js`: docker-compose's `first-start` service, Kubernetes'
 * deploy/base/first-start-job.yaml), run as its image runs it — a pruned production install compiled to
 * JavaScript, no tsx — against a real S3-compatible server (s3rver, as the production topology) and the registry
 * in PostgreSQL (TEST_PG_URL) or PGlite. On a fresh machine it deploys the shell and makes every remote live, and
 * the SSR service then becomes ready on the bucket; run again it changes nothing; it never undoes an operator's
 * later promote; a newer build in the image is published, not made live; a missing build changes nothing.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REMOTES, type RemoteName } from '@edu/shared/platform';
import { promote } from '../../src/registry/pointers';
import { publishRemote } from '../../src/registry/publish';
import { readRegistry } from '../../src/registry/store';
import { DEV_S3_CREDENTIALS, startDevS3Server, type DevS3Server } from '../../src/storage/dev-s3-server';
import { freePort } from '../../../e2e/tests/support/ports';
import { compiledInstall } from '../support/compiled-install';
import { sql, startOpsDatabase } from '../support/ops-database';
import { writeRemoteBuild } from '../support/remote-build';

jest.setTimeout(240_000);

const BUCKET = 'edu-deploy';
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const saved = { ...process.env };
let s3: DevS3Server;
let db: { url: string; stop: () => Promise<void> };
let opsDir: string;
let env: NodeJS.ProcessEnv;
/** What the image holds at /app/builds: the shell's two builds and each remote's latest build. */
let buildsDir: string;
/** The deploy volume the edge and SSR read. */
let deployDir: string;
const ssr: ChildProcess[] = [];

/** A remote's build under `buildsDir` as `pnpm build` lays it out, marked as that version's latest. */
function bakeBuild(root: string, name: RemoteName, version: string): void {
  const remote = REMOTES.find((r) => r.name === name)!;
  writeRemoteBuild(path.join(root, remote.dir, 'dist', version), name, `console.log(${JSON.stringify(`${name}@${version}`)})`);
  fs.writeFileSync(path.join(root, remote.dir, 'dist', 'latest.json'), JSON.stringify({ version }));
}

function bakeImage(root: string): string {
  const shell = path.join(root, 'shell');
  fs.mkdirSync(path.join(shell, 'dist'), { recursive: true });
  fs.mkdirSync(path.join(shell, 'dist-server'), { recursive: true });
  fs.writeFileSync(path.join(shell, 'dist', 'index.html'), '<!doctype html><title>Khóa học</title>');
  fs.writeFileSync(path.join(shell, 'dist', 'mf-manifest.json'), JSON.stringify({ name: 'shell', shared: [] }));
  fs.writeFileSync(path.join(shell, 'dist', '.inputs'), 'the build stamp: not deployed');
  fs.writeFileSync(path.join(shell, 'dist-server', 'shell-server.js'), 'module.exports = {};');
  for (const r of REMOTES) bakeBuild(root, r.name, '1.0.0-a');
  return root;
}

/** The job's command, as the image runs it. */
async function firstStart(extra: NodeJS.ProcessEnv = {}): Promise<{ code: number; out: string }> {
  try {
    const { stdout } = await promisify(execFile)(process.execPath, ['src/cli/first-start.js'], { cwd: opsDir, env: { ...env, ...extra } });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: `${e.stdout}${e.stderr}` };
  }
}

/** What a second run must leave as it was: the registry's row, the public registry's object, the deployed files. */
async function snapshot() {
  const [row] = await sql<{ revision: string }>(db.url, 'SELECT revision FROM ops_registry');
  const registry = await fetch(`${s3.endpoint}/${BUCKET}/registry.json`);
  const stat = (rel: string) => fs.statSync(path.join(deployDir, rel));
  return {
    revision: row?.revision,
    registry: { etag: registry.headers.get('etag'), body: await registry.text() },
    shell: stat('shell').ino,
    shellServer: stat('shell-server').ino,
    appConfig: stat('app-config.json').mtimeMs,
  };
}
const liveOf = async (name: string) => (await readRegistry(tmp('read-'))).remotes[name]?.live;

beforeAll(async () => {
  const runDir = tmp('edu-first-start-');
  [s3, db, opsDir] = await Promise.all([
    startDevS3Server({ directory: path.join(runDir, 's3'), bucket: BUCKET }),
    startOpsDatabase(),
    compiledInstall('@edu/ops', path.join(runDir, 'ops')),
  ]);
  buildsDir = bakeImage(path.join(runDir, 'builds'));
  deployDir = path.join(runDir, 'deploy');
  env = {
    PATH: process.env.PATH,
    HOME: runDir,
    NODE_ENV: 'production',
    DEPLOY_DIR: deployDir,
    BUILDS_DIR: buildsDir,
    S3_ENDPOINT: s3.endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: DEV_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: DEV_S3_CREDENTIALS.secretAccessKey,
    REGISTRY_DATABASE_URL: db.url,
  };
  // the test's own reads and the operator's publish below go to the same stores
  Object.assign(process.env, env);
});

afterAll(async () => {
  await Promise.all(ssr.map((c) => (c.exitCode !== null ? null : new Promise((resolve) => c.once('exit', resolve).kill('SIGTERM')))));
  process.env = saved;
  await Promise.all([s3?.close(), db?.stop()]);
});

test('an image without one of its builds fails before it changes anything', async () => {
  const broken = path.join(tmp('builds-'), 'image');
  fs.cpSync(buildsDir, broken, { recursive: true });
  fs.rmSync(path.join(broken, 'mf-learning', 'dist'), { recursive: true });
  const run = await firstStart({ BUILDS_DIR: broken });
  expect(run.code).not.toBe(0);
  expect(run.out).toContain('no build of mf-learning');
  expect(fs.existsSync(deployDir)).toBe(false);
  expect((await fetch(`${s3.endpoint}/${BUCKET}/registry.json`)).status).toBe(404);
});

test('a fresh machine: the shell deployed, every remote published and live, and SSR becomes ready on the bucket', async () => {
  // the SSR service started before it, as docker-compose may: not ready while the bucket has no registry
  const port = await freePort();
  const server = spawn(process.execPath, ['src/cli/ssr-server.js'], {
    cwd: opsDir,
    env: { ...env, DEPLOY_DIR: tmp('ssr-'), SSR_PORT: String(port), MIRROR_POLL_MS: '200', REGISTRY_DATABASE_URL: '' },
    stdio: 'ignore',
  });
  ssr.push(server);
  const ready = () =>
    fetch(`http://127.0.0.1:${port}/ready`).then(
      (r) => r.status,
      () => 0,
    );
  for (let status = await ready(); status === 0 && server.exitCode === null; status = await ready()) await new Promise((r) => setTimeout(r, 200));
  expect(await ready()).toBe(503);

  const run = await firstStart();
  expect(run.code).toBe(0);
  for (const r of REMOTES) expect(run.out).toContain(`✓ ${r.name}@1.0.0-a published and live`);
  expect(fs.readFileSync(path.join(deployDir, 'shell', 'index.html'), 'utf8')).toContain('Khóa học');
  expect(fs.existsSync(path.join(deployDir, 'shell', '.inputs'))).toBe(false);
  expect(fs.existsSync(path.join(deployDir, 'shell-server', 'shell-server.js'))).toBe(true);
  expect(JSON.parse(fs.readFileSync(path.join(deployDir, 'app-config.json'), 'utf8'))).toMatchObject({ apiBaseUrl: '' });

  // what a browser reads, anonymously, from the bucket: every remote live, its manifest there
  const registry = (await (await fetch(`${s3.endpoint}/${BUCKET}/registry.json`)).json()) as {
    remotes: Record<string, { live: { version: string; entry: string } | null }>;
  };
  for (const r of REMOTES) {
    expect(registry.remotes[r.name]?.live?.version).toBe('1.0.0-a');
    expect((await fetch(`${s3.endpoint}/${BUCKET}${registry.remotes[r.name]!.live!.entry}`)).status).toBe(200);
  }
  const history = (await readRegistry(tmp('read-'))).audit.filter((a) => a.remote === 'mf_content');
  expect(history.map((a) => [a.action, a.by, a.reason])).toEqual([
    ['publish', 'first-start', 'first start: the builds in the image'],
    ['promote', 'first-start', 'first start: the builds in the image'],
  ]);

  // the SSR service mirrors the registry and the live versions: ready without a restart
  const until = Date.now() + 30_000;
  while ((await ready()) !== 200 && Date.now() < until) await new Promise((r) => setTimeout(r, 200));
  expect(await ready()).toBe(200);
});

test('run again (every start), it changes nothing: not the registry, not the bucket, not the deployed shell', async () => {
  const before = await snapshot();
  const run = await firstStart();
  expect(run.code).toBe(0);
  expect(run.out).toContain('✓ shell: as deployed');
  expect(run.out).toContain('✓ nothing to do');
  expect(await snapshot()).toEqual(before);
});

test('after an operator published and promoted a newer version, a run leaves it live', async () => {
  const operator = tmp('operator-');
  await publishRemote(operator, 'mf_content', writeRemoteBuild(tmp('build-'), 'mf_content', 'console.log("mới")'), '1.0.0-b');
  await promote(operator, 'mf_content', '1.0.0-b');
  const before = await snapshot();
  const run = await firstStart();
  expect(run.code).toBe(0);
  expect(run.out).toContain('✓ mf_content@1.0.0-a was published; live stays 1.0.0-b');
  expect(await liveOf('mf_content')).toBe('1.0.0-b');
  expect(await snapshot()).toEqual(before);
});

test('a newer build in a newer image is published, not made live (it goes live by pnpm ops promote, through the render check)', async () => {
  bakeBuild(buildsDir, 'mf_catalogue', '1.0.0-c');
  const run = await firstStart();
  expect(run.code).toBe(0);
  expect(run.out).toContain('✓ mf_catalogue@1.0.0-c published; live stays 1.0.0-a');
  const state = await readRegistry(tmp('read-'));
  expect(state.remotes.mf_catalogue?.live).toBe('1.0.0-a');
  expect(Object.keys(state.remotes.mf_catalogue?.versions ?? {}).sort()).toEqual(['1.0.0-a', '1.0.0-c']);
  expect((await fetch(`${s3.endpoint}/${BUCKET}/remotes/mf_catalogue/1.0.0-c/remoteEntry.js`)).status).toBe(200);
});
