/**
 * `pnpm start`: builds what changed, deploys it locally, starts the API (embedded PGlite with demo
 * data unless DATABASE_URL is set) and the edge on http://localhost:${PORT:-3000}.
 * `--no-build` reuses the existing build (CI builds once and reuses it for e2e).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { deployDir, ROOT } from '../paths';
import { deployLocalBuilds } from '../deploy/local-deploy';
import { createEdgeServer } from '../edge/server';
import { createConsoleHandler } from '../console/console-handler';
import { previewSecret } from '../preview/preview-links';
import { metricsPortFromEnv, startMetricsServer } from '@edu/shared/server';
import { collectProcessMetrics, metricsRegistry } from '../metrics/metrics';

const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? port + 1);
const apiOrigin = `http://127.0.0.1:${apiPort}`;
const metricsPort = metricsPortFromEnv();
const children: ChildProcess[] = [];
// the key of page views' health tokens, one per start: the edge signs with it, the API checks (HEALTH_SECRET wins)
const healthSecret = process.env.HEALTH_SECRET ?? randomBytes(32).toString('base64url');

async function waitForApi(timeoutMs: number): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (children[0]?.exitCode != null) throw new Error(`the API exited with code ${children[0].exitCode}`);
    try {
      const res = await fetch(`${apiOrigin}/api/settings.json`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the API did not answer within ${timeoutMs / 1000} s`);
}

function stop(code = 0): never {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}

async function main() {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync(process.execPath, [...process.execArgv, path.join(__dirname, 'build.ts')], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('build failed');
  }
  const dir = deployDir();
  await deployLocalBuilds(dir);

  const api = spawn(process.execPath, [...process.execArgv, path.join(ROOT, 'api/src/server.ts')], {
    cwd: ROOT,
    stdio: 'inherit',
    // the local edge on this host forwards each visitor's address
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      // METRICS_PORT=N: the edge's /metrics on N, the API's on N+1 (Prometheus; never through the site's port)
      ...(metricsPort !== undefined ? { METRICS_PORT: String(metricsPort + 1) } : {}),
      SITE_ORIGIN: process.env.SITE_ORIGIN ?? `http://localhost:${port}`,
      TRUST_PROXY: process.env.TRUST_PROXY ?? '127.0.0.1',
      HEALTH_SECRET: healthSecret,
      // demo pictures drawn ahead in the background (api/README.md "Demo pictures"); not in test runs, which
      // share the two cores with the browser and draw only what their pages ask for
      ART_WARM: process.env.ART_WARM ?? (process.env.NODE_ENV === 'test' ? '0' : '1'),
      // a quiet terminal: warnings and errors as readable lines, not a JSON line per request (LOG_LEVEL=info for those)
      LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'pretty',
    },
  });
  children.push(api);
  await waitForApi(120_000);

  const appConfig = {
    apiBaseUrl: '',
    brand: process.env.BRAND ?? 'KhoaHoc.vn',
    registryPollMs: Number(process.env.REGISTRY_POLL_MS ?? 30_000),
    opsStatus: process.env.OPS_STATUS_PAGE === '1',
    qaOverride: process.env.QA_OVERRIDE === '1',
    // `pnpm dev <remote>`: one browser loads one remote from a dev server on its own machine (DEV_OVERRIDES=0: off)
    devOverrides: devOverrides(),
  };
  const edge = createEdgeServer({
    deployDir: dir,
    apiOrigin,
    appConfig,
    staticDir: path.join(ROOT, 'ops/static'),
    ssr: process.env.SSR !== '0',
    pageCacheSeconds: process.env.SSR_PAGE_CACHE_SECONDS === undefined ? undefined : Number(process.env.SSR_PAGE_CACHE_SECONDS),
    siteOrigin: process.env.SITE_ORIGIN ?? `http://localhost:${port}`,
    devOverrides: devOverrides(),
    // preview links made by `pnpm ops preview` on this machine (the key lives in the deploy folder)
    previewSecret: previewSecret(dir),
    healthSecret,
    // the ops console, for whoever holds a deploy token (pnpm ops token create); OPS_CONSOLE=0 turns it off
    ...(process.env.OPS_CONSOLE === '0'
      ? {}
      : {
          opsConsole: createConsoleHandler({
            deployDir: dir,
            siteUrl: `http://127.0.0.1:${port}`,
            adminToken: process.env.ADMIN_TOKEN,
            renderGate: () => import('../gate/render-gate'),
          }),
        }),
  });
  edge.listen(port, () => console.log(startSummary(dir)));
  if (metricsPort !== undefined) {
    collectProcessMetrics();
    await startMetricsServer(metricsRegistry, metricsPort);
  }
  // `pnpm ops canary … --auto` is decided here, on the server, not in the operator's terminal
  if (process.env.OPS_CONSOLE !== '0') {
    const { startCanaryController, tickFromEnv } = await import('../canary/controller');
    startCanaryController({ deployDir: dir, siteUrl: `http://127.0.0.1:${port}`, adminToken: process.env.ADMIN_TOKEN, tickMs: tickFromEnv() });
  }
}

/** On for a developer's site, off for a production one unless asked (DEV_OVERRIDES=1, e.g. a staging site). */
function devOverrides(): boolean {
  if (process.env.DEV_OVERRIDES !== undefined) return process.env.DEV_OVERRIDES === '1';
  return process.env.NODE_ENV !== 'production';
}

/** What a developer needs after `pnpm start`, in a few lines. */
function startSummary(dir: string): string {
  const site = `http://localhost:${port}`;
  return [
    '',
    `  KhoaHoc.vn đang chạy: ${site}`,
    `  API ${apiOrigin} (tài liệu: ${site}/api/docs) · triển khai: ${dir}`,
    '  Tài khoản demo: hocvien@example.com / Hocvien@123 · mã OTP trong ' + `${site}/api/dev/outbox.json?to=<email>`,
    `  Bảng điều khiển triển khai: ${site}/ops/console (mã: pnpm ops token create <tên> <remote|*>)`,
    '  Nhật ký: chỉ cảnh báo và lỗi (LOG_LEVEL=info để xem từng yêu cầu) · Ctrl+C để dừng',
    '',
  ].join('\n');
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
main().catch((err: Error) => {
  console.error(`✗ ${err.message}`);
  stop(1);
});
