import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { RemoteHealthReport } from '../../../shared/src/schemas/remote-health';
import { breakRemote, deployDir, liveVersion, promote, publishCopy, setLive } from '../support/registry';

/**
 * Per-version health, from a learner's browser to an operator's terminal: the shell reports each remote
 * it loads and each that fails, with its page view's signed health token; the API counts them per remote
 * version, and `pnpm ops status` shows loads and the error rate of each live version.
 */
const ADMIN = 'e2e-admin-token-0123456789abcdef';
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

async function health(request: APIRequestContext): Promise<RemoteHealthReport['versions']> {
  const res = await request.get('/api/admin/remote_health.json?minutes=15', { headers: { authorization: `Bearer ${ADMIN}` } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { data: RemoteHealthReport }).data.versions;
}
const of = (versions: RemoteHealthReport['versions'], remote: string, version: string) =>
  versions.find((v) => v.remote === remote && v.version === version);

let original: string | null = null;
test.afterEach(async () => {
  if (original) await setLive('mf_content', original);
});

test('loads and failures of each remote version reach ops: the API counts them, ops status shows them', async ({ page, request, baseURL }) => {
  // a version of its own: the live one's counts hold whatever the rest of the run did to it
  original = liveVersion('mf_content')!;
  const content = await publishCopy('mf_content', 'health');
  await promote(deployDir(), 'mf_content', content);
  await page.goto('/gioi-thieu');
  await expect(page.getByRole('heading', { name: 'Giới thiệu', level: 1 })).toBeVisible();
  await expect.poll(async () => of(await health(request), 'mf_content', content)?.loads ?? 0).toBeGreaterThan(0);

  // a catalogue version whose files are not there: the retry card, and a load error for that version
  const good = await breakRemote('mf_catalogue');
  try {
    await page.goto('/khoa-hoc');
    await expect(page.getByRole('alert').filter({ hasText: 'Không tải được nội dung' })).toBeVisible();
    await expect.poll(async () => of(await health(request), 'mf_catalogue', '0.0.0-missing')?.load_errors ?? 0).toBeGreaterThan(0);
    expect(of(await health(request), 'mf_catalogue', '0.0.0-missing')).toMatchObject({ loads: 0, error_rate: 1 });
    expect(of(await health(request), 'mf_content', content)).toMatchObject({ load_errors: 0, error_rate: 0 });
  } finally {
    await setLive('mf_catalogue', good);
  }

  const status = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'ops/src/cli/ops.ts'), 'status'], {
    env: { ...process.env, DEPLOY_DIR: deployDir(), EDGE_URL: baseURL!, ADMIN_TOKEN: ADMIN },
  });
  const row = status.stdout.split('\n').find((l) => l.startsWith('mf_content'))!;
  expect(row).toMatch(/\d+ loads · 0\.0 % errors/);
  expect(status.stdout).toContain('live, last 15 min');
});
