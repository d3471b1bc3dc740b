/**
 * The production topology without Docker (CI): Debian nginx with ops/nginx/edge.conf (the file
 * docker-compose mounts), the API on a real PostgreSQL, the deploy folder written by ops — then the
 * e2e smoke suite (@smoke) against nginx. Needs TEST_PG_URL (a PostgreSQL the caller started).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../paths';
import { deployLocalBuilds } from '../deploy/local-deploy';

const port = Number(process.env.PROD_PORT ?? 3400);
const apiPort = port + 1;
const ssrPort = port + 2;
const children: ChildProcess[] = [];
const NGINX = process.env.NGINX_BIN ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): void {
  const res = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})`);
}

async function waitFor(url: string, timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await fetch(url).then((r) => r.ok, () => false)) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function main(): Promise<number> {
  const pgUrl = process.env.TEST_PG_URL;
  if (!pgUrl) throw new Error('TEST_PG_URL is required (a running PostgreSQL)');
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-prod-'));
  fs.chmodSync(runDir, 0o755); // nginx workers run as nobody
  const deployDir = path.join(runDir, 'deploy');
  for (const d of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) fs.mkdirSync(path.join(runDir, d), { recursive: true });

  const dbName = `khoahoc_prod_${Date.now()}`;
  sh('psql', [pgUrl, '-q', '-c', `CREATE DATABASE ${dbName}`]);
  const databaseUrl = pgUrl.replace(/\/[^/]*$/, `/${dbName}`);

  await deployLocalBuilds(deployDir);
  fs.writeFileSync(path.join(deployDir, 'app-config.json'), JSON.stringify({ apiBaseUrl: '', registryPollMs: 1000, opsStatus: true }));

  const edgeConf = fs.readFileSync(path.join(ROOT, 'ops/nginx/edge.conf'), 'utf8')
    .replaceAll('/srv/deploy', deployDir)
    .replaceAll('http://api:3001', `http://127.0.0.1:${apiPort}`)
    .replaceAll('http://ssr:3002', `http://127.0.0.1:${ssrPort}`)
    .replace('listen 3000;', `listen 127.0.0.1:${port};`);
  fs.writeFileSync(path.join(runDir, 'edge.conf'), edgeConf);
  const nginxConf = path.join(runDir, 'nginx.conf');
  fs.writeFileSync(nginxConf, fs.readFileSync(path.join(ROOT, 'ops/nginx/nginx.conf.template'), 'utf8').replaceAll('__RUN_DIR__', runDir));
  sh(NGINX, ['-t', '-q', '-p', runDir, '-c', nginxConf]);

  children.push(spawn(process.execPath, [...process.execArgv, path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    // Production mode, as an operator runs it: closed (no /api/dev, no sandbox gateway, no demo accounts),
    // secrets given; the sample catalogue is seeded so the smoke suite has pages to read.
    env: { ...process.env, DATABASE_URL: databaseUrl, API_PORT: String(apiPort), DATA_DIR: path.join(runDir, 'data'),
      SITE_ORIGIN: `http://localhost:${port}`, NODE_ENV: 'production', SEED_CONTENT: '1', LOG_LEVEL: 'warn', TRUST_PROXY: '127.0.0.1',
      JWT_SECRET: randomBytes(32).toString('base64url'), PAYMENT_SECRET: randomBytes(32).toString('base64url') },
  }));
  children.push(spawn(process.execPath, [...process.execArgv, path.join(ROOT, 'ops/src/cli/ssr-server.ts')], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEPLOY_DIR: deployDir, SSR_PORT: String(ssrPort), API_ORIGIN: `http://127.0.0.1:${apiPort}`,
      SITE_ORIGIN: `http://localhost:${port}`, NODE_ENV: 'production' },
  }));
  children.push(spawn(NGINX, ['-p', runDir, '-c', nginxConf, '-g', 'daemon off;'], { stdio: 'inherit' }));
  await waitFor(`http://127.0.0.1:${port}/api/settings.json`, 120_000);
  await waitFor(`http://127.0.0.1:${ssrPort}/__ssr/health`, 30_000);
  console.log(`production topology up: nginx :${port} → SSR :${ssrPort} and API :${apiPort} → PostgreSQL ${dbName}`);

  const e2e = spawnSync(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', '-c', 'e2e/playwright.config.ts', '--grep', '@smoke'], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, E2E_EXTERNAL_URL: `http://localhost:${port}`, E2E_RUN_DIR: runDir,
      E2E_REPORT: path.join(ROOT, 'reports/e2e-prod.json'), E2E_PRODUCTION: '1' },
  });
  return e2e.status ?? 1;
}

const stopAll = () => children.forEach((c) => c.kill('SIGTERM'));
main()
  .then((code) => {
    stopAll();
    process.exit(code);
  })
  .catch((err: Error) => {
    console.error(`✗ ${err.message}`);
    stopAll();
    process.exit(1);
  });
