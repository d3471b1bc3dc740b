import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { deployDir, exposeChunk, liveVersion, promote, publishCopy, setLive, versionDir } from '../support/registry';

/**
 * Integrity past the entry: one byte of one chunk of the live version changed on the server. The
 * browser refuses it (its SRI is in the version's manifest, whose own hash is in the registry), that remote's page
 * shows the retry card, the refusal reaches ops as an integrity error of that version, `pnpm ops verify`
 * names the file — and the other remotes go on working.
 */
const REMOTE = 'mf_content';
const ADMIN = 'e2e-admin-token-0123456789abcdef';
const ROOT = path.resolve(__dirname, '../../..');
const run = promisify(execFile);

async function integrityErrors(request: APIRequestContext, version: string): Promise<number> {
  const res = await request.get('/api/admin/remote_health.json?minutes=15', { headers: { authorization: `Bearer ${ADMIN}` } });
  const { data } = (await res.json()) as { data: { versions: { remote: string; version: string; integrity_errors: number }[] } };
  return data.versions.find((v) => v.remote === REMOTE && v.version === version)?.integrity_errors ?? 0;
}

async function opsVerify(): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'ops/src/cli/ops.ts'), 'verify', REMOTE], {
      env: { ...process.env, DEPLOY_DIR: deployDir() },
    });
    return { code: 0, output: stdout + stderr };
  } catch (err) {
    const failed = err as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

test('a chunk changed after publishing is refused by the browser, reported, and named by ops verify', async ({ page, request }) => {
  const original = liveVersion(REMOTE)!;
  const version = await publishCopy(REMOTE, 'tampered');
  await promote(deployDir(), REMOTE, version);
  const chunk = exposeChunk(versionDir(REMOTE, version), 'AboutPage');
  const file = path.join(versionDir(REMOTE, version), chunk);
  const good = fs.readFileSync(file);
  try {
    expect((await opsVerify()).code).toBe(0);
    // one byte: the chunk's closing `;` becomes a space — still valid JavaScript, so only the hash refuses it
    const bad = Buffer.from(good);
    expect(String.fromCharCode(bad[bad.length - 1]!)).toBe(';');
    bad[bad.length - 1] = 0x20;
    fs.writeFileSync(file, bad);

    await page.goto('/gioi-thieu');
    await expect(page.getByRole('alert').filter({ hasText: 'Không tải được nội dung' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
    await expect.poll(() => integrityErrors(request, version)).toBeGreaterThan(0);

    const verify = await opsVerify();
    expect(verify.code).not.toBe(0);
    expect(verify.output).toContain(`${REMOTE}@${version}: ${chunk} differs from what was published`);

    // the other remotes are untouched
    await page.goto('/khoa-hoc');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'Không tải được nội dung' })).toHaveCount(0);
  } finally {
    fs.writeFileSync(file, good);
    await setLive(REMOTE, original);
  }
});
