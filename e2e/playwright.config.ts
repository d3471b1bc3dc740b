import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * e2e against the BUILT site (`pnpm build` first; `pnpm test` does it): the real edge, the real API on
 * a fresh embedded database, Debian's Chromium. The run folder is fixed once in the main process so
 * workers (which inherit the environment) can reach the same deploy folder and registry.
 */
process.env.E2E_RUN_DIR ??= path.join(os.tmpdir(), `edu-e2e-${process.pid}-${Date.now()}`);
process.env.E2E_PORT ??= '3100';
const runDir = process.env.E2E_RUN_DIR;
// the site's data folder: specs that mint deploy tokens find its embedded database there (<DATA_DIR>/pglite.url)
process.env.DATA_DIR = path.join(runDir, 'data');
const port = Number(process.env.E2E_PORT);
/** Set by ops' production-topology run: the site is already up behind nginx; start nothing. */
const external = process.env.E2E_EXTERNAL_URL;

export default defineConfig({
  testDir: './tests',
  outputDir: '../reports/e2e-results',
  fullyParallel: false,
  workers: 1,
  // never retried, in CI too: a test that passes on a second try is a defect found, not a pass (issue 32)
  retries: 0,
  timeout: 45_000,
  expect: {
    timeout: 10_000,
    // visual regression (tests/visual): baselines are committed; `pnpm test:visual:update` rewrites them
    toHaveScreenshot: { animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  snapshotPathTemplate: '{testDir}/{testFileDir}/__screenshots__/{arg}{ext}',
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? path.resolve(__dirname, '../reports/e2e.json') }]],
  use: {
    baseURL: external ?? `http://localhost:${port}`,
    locale: 'vi-VN',
    timezoneId: 'Asia/Ho_Chi_Minh',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-dev-shm-usage',
      ],
    },
  },
  webServer: external
    ? undefined
    : {
        command: 'pnpm start --no-build',
        cwd: path.resolve(__dirname, '..'),
        url: `http://localhost:${port}/api/settings.json`,
        timeout: 180_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
          PORT: String(port),
          API_PORT: String(port + 1),
          DEPLOY_DIR: path.join(runDir, 'deploy'),
          DATA_DIR: path.join(runDir, 'data'),
          // the production default: registry changes reach open tabs as events (/registry/events), not by polling
          REGISTRY_POLL_MS: '30000',
          OPS_STATUS_PAGE: '1',
          QA_OVERRIDE: '1',
          // the admin read of per-version health (e2e/tests/ops/remote-health.spec.ts); `pnpm start` makes the HEALTH_SECRET
          ADMIN_TOKEN: 'e2e-admin-token-0123456789abcdef',
          // the canary controller in the site's process looks every second (production: 5 s; CANARY_TICK_MS=5000 to time
          // that), e2e/tests/ops/canary-controller.spec.ts
          CANARY_TICK_MS: process.env.CANARY_TICK_MS ?? '1000',
          NODE_ENV: 'test',
          // a replay "after the grace window" in seconds, not the production 30 (e2e/tests/account/sessions.spec.ts)
          REFRESH_REUSE_GRACE_SECONDS: '5',
        },
      },
});
