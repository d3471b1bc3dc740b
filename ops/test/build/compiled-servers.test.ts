/**
 * The images' servers compiled to JavaScript start with plain `node`: the API, the SSR service and the ops
 * console, each from a pruned production install (`pnpm deploy --prod`, as api/Dockerfile and
 * ops/Dockerfile.ssr build them) compiled by ops/src/build/compile-install.ts — with tsx taken out of the
 * install, so a module that still needed it could not load — and each answers /health and /ready.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compiledInstall } from '../support/compiled-install';
import { freePort } from '../../../e2e/tests/support/ports';

jest.setTimeout(240_000);

const ROOT = path.resolve(__dirname, '..', '..', '..');

const children: ChildProcess[] = [];
const logs = new Map<ChildProcess, string>();

/** `node <script>` in `cwd`, nothing preloaded (NODE_OPTIONS cleared: jest's environment may carry a loader). */
function start(cwd: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, args, { cwd, env: { PATH: process.env.PATH, HOME: os.tmpdir(), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  logs.set(child, '');
  const keep = (chunk: Buffer) => logs.set(child, (logs.get(child)! + chunk.toString()).slice(-4000));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  children.push(child);
  return child;
}

/** Polls until `url` answers 200 (the process may still be starting), or fails with the process's output. */
async function answers(child: ChildProcess, url: string, timeoutMs = 90_000): Promise<string> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`exited ${child.exitCode} before ${url} answered:\n${logs.get(child)}`);
    const body = await fetch(url).then(
      (r) => (r.ok ? r.text() : null),
      () => null,
    );
    if (body !== null) return body;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms:\n${logs.get(child)}`);
}

function typeScriptLeft(dir: string): string[] {
  const left: string[] = [];
  const walk = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, e.name);
      if (e.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) left.push(full);
    }
  };
  walk(dir);
  return left;
}

let runDir: string;
let apiDir: string;
let opsDir: string;
/** The repository's own workspace package.json files, which pnpm deploy hard-links into the installs. */
const manifests = ['shared/package.json', 'api/package.json', 'ops/package.json'].map((f) => path.join(ROOT, f));
let manifestsBefore: string[];

beforeAll(async () => {
  runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-compiled-'));
  apiDir = path.join(runDir, 'api');
  opsDir = path.join(runDir, 'ops');
  manifestsBefore = manifests.map((f) => fs.readFileSync(f, 'utf8'));
  // nothing may run through tsx: it is taken out of both installs
  await compiledInstall('@edu/api', apiDir);
  await compiledInstall('@edu/ops', opsDir);
});

afterAll(async () => {
  await Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((resolve) => c.once('exit', resolve).kill('SIGTERM')))));
  fs.rmSync(runDir, { recursive: true, force: true });
});

test('compiling an install leaves the repository alone (hard-linked package files are replaced, not rewritten)', () => {
  expect(manifests.map((f) => fs.readFileSync(f, 'utf8'))).toEqual(manifestsBefore);
  expect(
    JSON.parse(fs.readFileSync(path.join(fs.realpathSync(path.join(apiDir, 'node_modules/@edu/shared')), 'package.json'), 'utf8')),
  ).toMatchObject({
    exports: { './server': './src/server/index.js' },
  });
});

test('no TypeScript is left in the compiled installs (sources and @edu/shared)', () => {
  expect(typeScriptLeft(path.join(apiDir, 'src'))).toEqual([]);
  expect(typeScriptLeft(path.join(opsDir, 'src'))).toEqual([]);
  expect(typeScriptLeft(path.join(fs.realpathSync(path.join(apiDir, 'node_modules/@edu/shared')), 'src'))).toEqual([]);
  expect(fs.existsSync(path.join(apiDir, 'node_modules', 'tsx'))).toBe(false);
});

test('the API starts with `node src/server.js` in production mode and answers /health, /ready and a route', async () => {
  const port = await freePort();
  const secret = () => randomBytes(48).toString('base64url');
  const api = start(apiDir, ['src/server.js'], {
    NODE_ENV: 'production',
    API_PORT: String(port),
    DATA_DIR: path.join(runDir, 'api-data'),
    LOG_LEVEL: 'warn',
    JWT_KEYS: `k1:${secret()}`,
    PAYMENT_SECRET: secret(),
    HEALTH_SECRET: secret(),
    ADMIN_TOKEN: secret(),
  });
  await answers(api, `http://127.0.0.1:${port}/ready`, 180_000);
  expect(await answers(api, `http://127.0.0.1:${port}/health`)).toContain('ok');
  // a route loaded by folder (@fastify/autoload finds the compiled .js files)
  expect(JSON.parse(await answers(api, `http://127.0.0.1:${port}/api/settings.json`))).toMatchObject({ status: true });
});

test('the SSR service starts with `node src/cli/ssr-server.js` and answers /health and /ready', async () => {
  const port = await freePort();
  const deployDir = path.join(runDir, 'ssr-deploy');
  fs.mkdirSync(deployDir);
  const ssr = start(opsDir, ['src/cli/ssr-server.js'], {
    DEPLOY_DIR: deployDir,
    SSR_PORT: String(port),
    NODE_ENV: 'production',
    HEALTH_SECRET: randomBytes(48).toString('base64url'),
  });
  expect(await answers(ssr, `http://127.0.0.1:${port}/health`)).toBe('ok');
  expect(await answers(ssr, `http://127.0.0.1:${port}/ready`)).toBe('ok');
});

test('the ops console starts with `node src/cli/ops.js console`, answers /health and /ready and serves its page', async () => {
  const port = await freePort();
  const console = start(opsDir, ['src/cli/ops.js', 'console'], {
    DEPLOY_DIR: path.join(runDir, 'ops-deploy'),
    OPS_CONSOLE_PORT: String(port),
    NODE_ENV: 'production',
  });
  expect(await answers(console, `http://127.0.0.1:${port}/health`)).toBe('ok');
  expect(await answers(console, `http://127.0.0.1:${port}/ready`)).toBe('ok');
  expect(await answers(console, `http://127.0.0.1:${port}/ops/console`)).toContain('<html');
});

// Kubernetes' migration Job (deploy/base/migrate-job.yaml) runs this: on a fresh database it applies every
// migration, run again it finds none pending. PostgreSQL from TEST_PG_URL (CI starts one).
(process.env.TEST_PG_URL ? test : test.skip)('the migration Job’s `node src/db/migrate-cli.js` migrates, then finds nothing to do', () => {
  const admin = process.env.TEST_PG_URL!;
  const db = `khoahoc_migrate_${Date.now()}`;
  const psql = (url: string, sql: string) => spawnSync('psql', [url, '-qtAc', sql], { encoding: 'utf8' });
  expect(psql(admin, `CREATE DATABASE ${db}`).status).toBe(0);
  const url = admin.replace(/\/[^/]*$/, `/${db}`);
  try {
    const run = () =>
      spawnSync(process.execPath, ['src/db/migrate-cli.js'], { cwd: apiDir, encoding: 'utf8', env: { PATH: process.env.PATH, DATABASE_URL: url } });
    const first = run();
    expect(first.stderr).toBe('');
    expect(first.stdout).toMatch(/^✓ applied 001_/);
    expect(Number(psql(url, 'SELECT count(*) FROM schema_migrations').stdout)).toBeGreaterThan(10);
    const second = run();
    expect(second.stdout.trim()).toBe('✓ no pending migration');
  } finally {
    psql(admin, `DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
  }
});
