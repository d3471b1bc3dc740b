/**
 * The production topology without Docker (CI): Debian nginx with ops/nginx/edge.conf (the file
 * docker-compose mounts), two API replicas on a real PostgreSQL 15 of its own (Debian's; TEST_PG_URL where
 * it is not installed), an S3-compatible server (s3rver from npm; MinIO in docker-compose) holding the remote
 * versions and the public registry, the registry's state in PostgreSQL, two SSR instances each mirroring the
 * bucket into its own folder (told of registry changes by LISTEN/NOTIFY) — then the e2e smoke suite (@smoke)
 * against nginx. nginx finds the replicas by name through its `resolver` (./prod-topology/dns.ts stands in for
 * Docker's DNS); the outage checks stop and start pieces through ./prod-topology/control.ts.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { compileInstall } from '../build/compile-install';
import { ROOT } from '../paths';
import { deployShell } from '../registry/publish';
import { renderCdnConf } from '../edge/cdn-config';
import { DEV_S3_CREDENTIALS } from '../storage/dev-s3-server';
import { hashPassword } from '@edu/shared/server';
import { startControl } from './prod-topology/control';
import { startDns } from './prod-topology/dns';
import { createPgCluster, pgAvailable, type PgCluster } from './prod-topology/postgres';

const port = Number(process.env.PROD_PORT ?? 3400);
const apiPort = port + 1;
const ssrPort = port + 2;
const s3Port = port + 4;
/** The ops web console (its own service, as in docker-compose). */
const consolePort = port + 5;
/** The topology's own PostgreSQL, and a second one the "API before its database" check starts late. */
const pgPort = port + 6;
const latePgPort = port + 9;
/** Service names → replica addresses for nginx's resolver (UDP), and the outage checks' switchboard. */
const dnsPort = port + 7;
const controlPort = port + 8;
/** TLS at the edge (a self-signed certificate made here), plain HTTP that redirects to it, and the CDN stand-in. */
const tlsPort = port + 10;
const httpRedirectPort = port + 11;
const cdnPort = port + 12;
/** Replicas listen on their own loopback address, all on one port, as containers behind one name do. */
const apiAddresses = ['127.0.0.11', '127.0.0.12'];
const lateApiAddress = '127.0.0.13';
const ssrAddresses = ['127.0.0.21', '127.0.0.22'];
const BUCKET = 'edu-deploy';
/** Learners' uploads (presigned PUTs through nginx, read back by the API). */
const UPLOADS_BUCKET = 'edu-uploads';
const children: ChildProcess[] = [];
const clusters: PgCluster[] = [];
const NGINX = process.env.NGINX_BIN ?? (fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

function sh(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}, quiet = false): void {
  const res = spawnSync(cmd, args, { stdio: quiet ? ['ignore', 'ignore', 'pipe'] : 'inherit', env: { ...process.env, ...env } });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed (${res.status})${quiet ? `: ${String(res.stderr)}` : ''}`);
}

/** Until `url` answers OK (or, with `anyAnswer`, answers at all: a bucket refuses anonymous listing). */
async function waitFor(url: string, timeoutMs: number, anyAnswer = false): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (
      await fetch(url).then(
        (r) => r.ok || anyAnswer,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** A service from its pruned install (`node --import tsx <script>`), as its image runs it; stopped with the rest. */
function startService(cwd: string, args: string[], env: NodeJS.ProcessEnv, stdout: 'ignore' | 'inherit' = 'ignore'): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', ...args], { cwd, stdio: ['ignore', stdout, 'inherit'], env: { ...process.env, ...env } });
  children.push(child);
  return child;
}

/** Stops a child and waits for it to be gone. */
async function stopChild(child: ChildProcess | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const gone = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  await gone;
}

/** `pnpm deploy --prod` of one workspace package: its files and its production dependencies only. */
function prunedInstall(pkg: string, target: string): string {
  const res = spawnSync('pnpm', ['--filter', pkg, 'deploy', '--prod', '--legacy', target], { cwd: ROOT, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`pnpm deploy of ${pkg} failed:\n${(res.stderr || res.stdout).slice(-2000)}`);
  return target;
}

async function main(): Promise<number> {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-prod-'));
  fs.chmodSync(runDir, 0o755); // nginx workers run as nobody
  const deployDir = path.join(runDir, 'deploy');
  for (const d of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) fs.mkdirSync(path.join(runDir, d), { recursive: true });

  // Its own PostgreSQL 15 where Debian's is installed (the outage checks stop it), else the caller's.
  let cluster: PgCluster | null = null;
  let pgUrl = process.env.TEST_PG_URL;
  if (pgAvailable()) {
    cluster = createPgCluster(path.join(runDir, 'pg'), pgPort);
    cluster.start();
    clusters.push(cluster);
    pgUrl = cluster.url('postgres');
  }
  if (!pgUrl) throw new Error("TEST_PG_URL is required (a running PostgreSQL) where Debian's PostgreSQL 15 is not installed");
  const dbName = `khoahoc_prod_${Date.now()}`;
  sh('psql', [pgUrl, '-q', '-c', `CREATE DATABASE ${dbName}`]);
  const databaseUrl = pgUrl.replace(/\/[^/]*$/, `/${dbName}`);

  // Object storage and the registry's database, as ops on any machine would be configured (these reach
  // the e2e process too: its deploy helpers publish and promote through the same stores).
  // its own process: this one blocks while the e2e suite runs
  const s3Endpoint = `http://127.0.0.1:${s3Port}`;
  let bucketServer: ChildProcess | undefined;
  const startBucket = async () => {
    bucketServer = spawn(process.execPath, [...process.execArgv, path.join(ROOT, 'ops/src/cli/s3-server.ts')], {
      cwd: ROOT,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, S3_PORT: String(s3Port), S3_DIR: path.join(runDir, 's3'), S3_BUCKETS: `${BUCKET},${UPLOADS_BUCKET}` },
    });
    children.push(bucketServer);
    await waitFor(`${s3Endpoint}/${BUCKET}/`, 30_000, true);
  };
  await startBucket();
  Object.assign(process.env, {
    S3_ENDPOINT: s3Endpoint,
    S3_BUCKET: BUCKET,
    S3_ACCESS_KEY_ID: DEV_S3_CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: DEV_S3_CREDENTIALS.secretAccessKey,
    REGISTRY_DATABASE_URL: databaseUrl,
  });

  // The edge's folder holds the shell only; remote versions go to the bucket, the registry to PostgreSQL: put there
  // by the first-start job docker-compose and Kubernetes run, as its image runs it (the pruned install compiled,
  // `node src/cli/first-start.js`), with this checkout's builds standing in for the ones the image carries.
  const firstStartApp = prunedInstall('@edu/ops', path.join(runDir, 'app-first-start'));
  await compileInstall(firstStartApp, 'ops');
  const firstStart = spawnSync(process.execPath, ['src/cli/first-start.js'], {
    cwd: firstStartApp,
    stdio: 'inherit',
    env: { ...process.env, NODE_OPTIONS: '', DEPLOY_DIR: deployDir, BUILDS_DIR: ROOT },
  });
  if (firstStart.status !== 0) throw new Error(`the first start failed (${firstStart.status})`);
  const appConfig = JSON.stringify({ apiBaseUrl: '', registryPollMs: 1000, opsStatus: true });
  fs.writeFileSync(path.join(deployDir, 'app-config.json'), appConfig);

  // Only addresses and paths change: the replicas are found by name, as in docker-compose.
  const dns = await startDns(dnsPort);
  dns.set('api', apiAddresses);
  dns.set('ssr', ssrAddresses);
  const edgeConf = fs
    .readFileSync(path.join(ROOT, 'ops/nginx/edge.conf'), 'utf8')
    .replaceAll('/srv/deploy', deployDir)
    .replace('resolver 127.0.0.11 ', `resolver 127.0.0.1:${dnsPort} `)
    .replace('set $edu_api_addr api:3001;', `set $edu_api_addr api:${apiPort};`)
    .replace('set $edu_ssr_addr ssr:3002;', `set $edu_ssr_addr ssr:${ssrPort};`)
    .replaceAll('/var/cache/nginx/', `${path.join(runDir, 'cache')}-`)
    .replace('access_log /var/log/nginx/access.log ', `access_log ${path.join(runDir, 'access.json')} `)
    .replace('server minio:9000', `server 127.0.0.1:${s3Port}`)
    .replace('server ops-console:3900', `server 127.0.0.1:${consolePort}`)
    .replace('listen 3000;', `listen 127.0.0.1:${port};`);
  // a line of edge.conf reworded would silently keep Docker's names and paths here: refuse instead
  for (const docker of ['resolver 127.0.0.11', 'api_addr api:3001', 'ssr_addr ssr:3002', '/var/cache/', 'access_log /var/']) {
    if (edgeConf.includes(docker)) throw new Error(`ops/nginx/edge.conf: "${docker}" was not replaced for this run; update prod-topology.ts with it`);
  }
  // TLS with a certificate from files, as an operator's: here a self-signed one for localhost made now
  const tlsDir = path.join(runDir, 'tls');
  fs.mkdirSync(tlsDir);
  const openssl = '-x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=localhost -addext subjectAltName=DNS:localhost,IP:127.0.0.1';
  sh('openssl', ['req', ...openssl.split(' '), '-keyout', path.join(tlsDir, 'tls.key'), '-out', path.join(tlsDir, 'tls.crt')], {}, true);
  fs.writeFileSync(
    path.join(runDir, 'edu-tls-listen.conf'),
    fs
      .readFileSync(path.join(ROOT, 'ops/nginx/edu-tls-listen.conf'), 'utf8')
      .replace('listen 3443 ', `listen 127.0.0.1:${tlsPort} `)
      .replaceAll('/etc/nginx/tls/', `${tlsDir}/`),
  );
  const redirectConf = fs
    .readFileSync(path.join(ROOT, 'ops/nginx/edge-http-redirect.conf'), 'utf8')
    .replace('listen 3080;', `listen 127.0.0.1:${httpRedirectPort};`)
    .replace('https://$host$request_uri', `https://$host:${tlsPort}$request_uri`);
  if (redirectConf.includes('listen 3080') || !redirectConf.includes(`:${tlsPort}$request_uri`)) {
    throw new Error('ops/nginx/edge-http-redirect.conf: its listen or redirect was not replaced for this run; update prod-topology.ts with it');
  }
  fs.writeFileSync(path.join(runDir, 'edge.conf'), `${edgeConf}\n${redirectConf}`);
  fs.copyFileSync(path.join(ROOT, 'ops/nginx/edu-objects.conf'), path.join(runDir, 'edu-objects.conf'));
  const nginxConf = path.join(runDir, 'nginx.conf');
  // brotli where Debian's modules are installed (.ci/run installs them): the shell's precompressed copies
  // (brotli_static), and remote versions read from the bucket compressed on the way (the filter)
  const brotli = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
  const brotliFilter = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
  const withFilter = fs.existsSync(brotli) && fs.existsSync(brotliFilter);
  if (fs.existsSync(brotli)) {
    fs.writeFileSync(
      path.join(runDir, 'edu-compression-brotli.conf'),
      'brotli_static on;\n' +
        (withFilter
          ? 'brotli on;\nbrotli_comp_level 6;\nbrotli_min_length 1024;\nbrotli_types text/css application/javascript text/javascript application/json image/svg+xml;\n'
          : ''),
    );
  }
  fs.writeFileSync(
    nginxConf,
    fs
      .readFileSync(path.join(ROOT, 'ops/nginx/nginx.conf.template'), 'utf8')
      .replaceAll('__RUN_DIR__', runDir)
      .replace(
        '__LOAD_MODULES__',
        [fs.existsSync(brotli) && `load_module ${brotli};`, withFilter && `load_module ${brotliFilter};`].filter(Boolean).join('\n'),
      ),
  );
  sh(NGINX, ['-t', '-q', '-p', runDir, '-c', nginxConf]);

  // The CDN stand-in: a second nginx in front of the edge, its config generated from ops/src/edge/cdn-rules.ts
  // (ops/nginx/cdn.conf is the same with Docker's names), its own cache folder the e2e reads back.
  const cdnDir = path.join(runDir, 'cdn');
  for (const d of ['tmp/body', 'tmp/proxy', 'tmp/fastcgi', 'tmp/uwsgi', 'tmp/scgi']) fs.mkdirSync(path.join(cdnDir, d), { recursive: true });
  fs.writeFileSync(
    path.join(cdnDir, 'cdn.conf'),
    renderCdnConf({
      listen: `127.0.0.1:${cdnPort}`,
      origin: `127.0.0.1:${port}`,
      cacheDir: path.join(cdnDir, 'cache'),
      accessLog: path.join(cdnDir, 'access.log'),
    }),
  );
  const cdnNginxConf = path.join(cdnDir, 'nginx.conf');
  fs.writeFileSync(
    cdnNginxConf,
    fs
      .readFileSync(path.join(ROOT, 'ops/nginx/nginx.conf.template'), 'utf8')
      .replaceAll('__RUN_DIR__', cdnDir)
      .replace('__LOAD_MODULES__', '')
      .replace(`${cdnDir}/edge.conf`, `${cdnDir}/cdn.conf`),
  );
  sh(NGINX, ['-t', '-q', '-p', cdnDir, '-c', cdnNginxConf]);

  // The API and the SSR service run from pruned production installs, exactly what their images hold
  // (api/Dockerfile, ops/Dockerfile.ssr: pnpm deploy --prod): a dependency only the workspace provides
  // fails here, not in production.
  const apiApp = prunedInstall('@edu/api', path.join(runDir, 'app-api'));
  const ssrApp = prunedInstall('@edu/ops', path.join(runDir, 'app-ssr'));

  // Two replicas started at the same moment on the empty database: they take turns migrating (advisory
  // lock) and share every piece of state through PostgreSQL. Production mode, as an operator runs it:
  // closed (no /api/dev, no sandbox gateway, no demo accounts), the same secrets on both; the sample
  // catalogue is seeded so the smoke suite has pages to read. The data folder (uploads) is shared, as a
  // volume would be.
  const secrets = { JWT_KEYS: `k-${Date.now()}:${randomBytes(32).toString('base64url')}`, PAYMENT_SECRET: randomBytes(32).toString('base64url') };
  // the SSR service signs each page view's health token with it, the API checks beacons against it
  const healthSecret = randomBytes(32).toString('base64url');
  const startApi = (address: string, database: string, env: NodeJS.ProcessEnv = {}) =>
    startService(apiApp, ['src/server.ts'], {
      DATABASE_URL: database,
      API_HOST: address,
      API_PORT: String(apiPort),
      DATA_DIR: path.join(runDir, 'data'),
      SITE_ORIGIN: `http://localhost:${port}`,
      NODE_ENV: 'production',
      SEED_CONTENT: '1',
      UPLOADS_BUCKET,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '127.0.0.1',
      HEALTH_SECRET: healthSecret,
      ...secrets,
      ...env,
    });
  const apis = new Map(apiAddresses.map((address) => [address, startApi(address, databaseUrl)]));
  // Two SSR instances, each mirroring the bucket into its own folder; a registry change reaches them by
  // LISTEN/NOTIFY (the poll behind it is slow on purpose: the 2 s bound must not come from it). Their API
  // calls go through the edge, which balances over the API replicas.
  ssrAddresses.forEach((address, i) => {
    const dir = path.join(runDir, `ssr-${i + 1}`);
    deployShell(dir, path.join(ROOT, 'shell/dist'));
    fs.writeFileSync(path.join(dir, 'app-config.json'), appConfig);
    startService(
      ssrApp,
      ['src/cli/ssr-server.ts'],
      {
        DEPLOY_DIR: dir,
        MIRROR_POLL_MS: '10000',
        REGISTRY_EVENTS_DATABASE_URL: databaseUrl,
        SSR_INSTANCE_NAME: `ssr-${i + 1}`,
        SSR_HOST: address,
        SSR_PORT: String(ssrPort),
        API_ORIGIN: `http://127.0.0.1:${port}`,
        SITE_ORIGIN: `http://localhost:${port}`,
        NODE_ENV: 'production',
        HEALTH_SECRET: healthSecret,
      },
      'inherit',
    );
  });

  // The ops console from the same pruned install, with the registry's stores; deploy tokens and its sessions
  // are in the registry's PostgreSQL (the smoke suite mints its token there); no Playwright in it, so its render
  // check cannot run and a promote or canary from it is refused (the gate fails closed): ops-console.spec.ts
  // expects exactly that.
  startService(ssrApp, ['src/cli/ops.ts', 'console'], {
    OPS_CONSOLE_PORT: String(consolePort),
    DEPLOY_DIR: path.join(runDir, 'ops-console'),
    EDGE_URL: `http://localhost:${port}`,
    NODE_ENV: 'production',
  });

  children.push(spawn(NGINX, ['-p', runDir, '-c', nginxConf, '-g', 'daemon off;'], { stdio: 'inherit' }));
  children.push(spawn(NGINX, ['-p', cdnDir, '-c', cdnNginxConf, '-g', 'daemon off;'], { stdio: 'inherit' }));
  await Promise.all(apiAddresses.map((a) => waitFor(`http://${a}:${apiPort}/ready`, 120_000)));
  await waitFor(`http://127.0.0.1:${port}/api/settings.json`, 30_000);
  await waitFor(`http://127.0.0.1:${cdnPort}/api/settings.json`, 30_000);
  // An operator's account (production has no demo learners): the smoke suite signs in with it.
  const operator = { email: `van-hanh-${Date.now()}@example.com`, password: `Vh-${randomBytes(9).toString('base64url')}` };
  const hash = await hashPassword(operator.password);
  sh('psql', [
    databaseUrl,
    '-q',
    '-c',
    `INSERT INTO users (email, full_name, password_hash, verified) VALUES ('${operator.email}', 'Vận hành', '${hash}', true)`,
  ]);
  await Promise.all(ssrAddresses.map((a) => waitFor(`http://${a}:${ssrPort}/__ssr/health`, 30_000)));
  await waitFor(`http://127.0.0.1:${consolePort}/ops/console`, 30_000);

  // The outage checks' switchboard (e2e/tests/platform/serving-outages.spec.ts).
  let late: { cluster: PgCluster; api: ChildProcess } | null = null;
  const control = await startControl(controlPort, {
    'bucket/stop': () => stopChild(bucketServer),
    'bucket/start': startBucket,
    'postgres/stop': async () => cluster?.stop(),
    'postgres/start': async () => cluster?.start(),
    'api/kill': async (q) => stopChild(apis.get(q.get('address') ?? ''), 'SIGKILL'),
    'api/start': async (q) => {
      const address = q.get('address') ?? '';
      if (!apiAddresses.includes(address)) throw new Error(`no replica at ${address}`);
      apis.set(address, startApi(address, databaseUrl));
    },
    // a third replica on a database that is not running yet: it must wait for it, not exit
    'late/api-start': async () => {
      const lateCluster = createPgCluster(path.join(runDir, 'pg-late'), latePgPort);
      clusters.push(lateCluster);
      // uploads in its data folder: its readiness then waits on the database alone (the bucket may be down meanwhile)
      late = {
        cluster: lateCluster,
        api: startApi(lateApiAddress, lateCluster.url('postgres'), { UPLOADS_BUCKET: '', DATA_DIR: path.join(runDir, 'data-late') }),
      };
      return { url: `http://${lateApiAddress}:${apiPort}` };
    },
    'late/postgres-start': async () => late?.cluster.start(),
    'late/api-state': async () => ({ exitCode: late?.api.exitCode ?? null }),
  });
  console.log(
    `production topology up: nginx :${port} → SSR ${ssrAddresses.join(', ')} :${ssrPort}, API ${apiAddresses.join(', ')} :${apiPort} → PostgreSQL ${dbName}, bucket ${BUCKET} on S3 :${s3Port}; TLS :${tlsPort} (plain HTTP :${httpRedirectPort} redirects), the CDN stand-in :${cdnPort} in front`,
  );

  const e2e = spawn(
    path.join(ROOT, 'node_modules/.bin/playwright'),
    [
      'test',
      '-c',
      'e2e/playwright.config.ts',
      '--grep',
      process.env.PROD_TOPOLOGY_GREP ?? '@smoke',
      ...(process.env.PROD_TOPOLOGY_E2E_ARGS ?? '').split(' ').filter(Boolean),
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        E2E_EXTERNAL_URL: `http://localhost:${port}`,
        E2E_RUN_DIR: runDir,
        E2E_REPORT: path.join(ROOT, 'reports/e2e-prod.json'),
        E2E_PRODUCTION: '1',
        UPLOADS_BUCKET,
        E2E_API_REPLICAS: apiAddresses.map((a) => `http://${a}:${apiPort}`).join(','),
        E2E_SSR_INSTANCES: ssrAddresses.map((a) => `http://${a}:${ssrPort}`).join(','),
        E2E_TOPOLOGY_CONTROL: cluster ? control.url : '',
        E2E_EDGE_CACHE_DIR: path.join(runDir, 'cache-edu'),
        E2E_EDGE_ACCESS_LOG: path.join(runDir, 'access.json'),
        E2E_EDGE_CONF: path.join(runDir, 'edge.conf'),
        E2E_TLS_URL: `https://localhost:${tlsPort}`,
        E2E_HTTP_REDIRECT_URL: `http://localhost:${httpRedirectPort}`,
        E2E_CDN_URL: `http://localhost:${cdnPort}`,
        E2E_CDN_CACHE_DIR: path.join(cdnDir, 'cache'),
        E2E_DATABASE_URL: databaseUrl,
        E2E_OPERATOR_EMAIL: operator.email,
        E2E_OPERATOR_PASSWORD: operator.password,
      },
    },
  );
  // this process keeps serving the switchboard and the names while the suite runs
  const status = await new Promise<number>((resolve) => e2e.once('exit', (code) => resolve(code ?? 1)));
  control.close();
  dns.close();
  return status;
}

const stopAll = () => {
  children.forEach((c) => c.kill('SIGTERM'));
  for (const c of clusters) {
    try {
      if (c.running()) c.stop();
    } catch {
      // already gone
    }
  }
};
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
