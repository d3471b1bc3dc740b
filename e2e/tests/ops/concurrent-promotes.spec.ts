import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { createToken } from '../../../ops/src/registry/deploy-tokens';
import { currentLive, deployDir, publishCopy, publishesToBucket, setLive } from '../support/registry';
import { readRegistry } from '../../../ops/src/registry/store';

/**
 * Two operators on two machines promote two remotes at the same moment, through the CLI. In the
 * production topology each has its own working folder and the registry is PostgreSQL's (the row lock
 * queues them); on one machine both write the same deploy folder (its lock does). Neither change is lost.
 * Each promote runs its render check against the site (EDGE_URL): on one machine the two checks take
 * turns (one Chromium at a time), and neither refuses a sound version for being slow.
 */
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

test('two promotes of different remotes at once, from two working folders: both recorded', { tag: '@smoke' }, async ({ baseURL }, testInfo) => {
  // two render checks in a row, each one Chromium over every public page of its remote
  test.setTimeout(300_000);
  const remotes = ['mf_content', 'mf_account'] as const;
  const originals = await Promise.all(remotes.map((r) => currentLive(r)));
  const versions = await Promise.all(remotes.map((r) => publishCopy(r, 'parallel')));
  // a machine's working folder: its own in the production topology (holding the shell it deployed, which the
  // render check renders with), the shared deploy folder on one machine
  const folders = remotes.map((r) => {
    if (!publishesToBucket()) return deployDir();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), `ops-${r}-`));
    fs.symlinkSync(path.join(deployDir(), 'shell'), path.join(folder, 'shell'));
    return folder;
  });
  const tokens = await Promise.all(remotes.map(async (r) => (await createToken(`squad-${r}`, [r])).token));
  try {
    const outputs = await Promise.all(
      remotes.map((r, i) =>
        run(
          path.join(ROOT, 'node_modules/.bin/tsx'),
          [path.join(ROOT, 'ops/src/cli/ops.ts'), 'promote', r, versions[i]!, '--reason', 'phát hành cùng lúc'],
          {
            env: {
              ...process.env,
              DEPLOY_DIR: folders[i]!,
              OPS_TOKEN: tokens[i]!,
              EDGE_URL: baseURL!,
              CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
            },
          },
        ).then(
          ({ stdout, stderr }) => stdout + stderr,
          (err: { stdout?: string; stderr?: string; message: string }) => {
            throw new Error(`promote of ${r} failed:\n${err.stdout ?? ''}${err.stderr ?? err.message}`);
          },
        ),
      ),
    );
    await testInfo.attach('promote output', { body: outputs.join('\n---\n'), contentType: 'text/plain' });
    for (const output of outputs) expect(output).toMatch(/✓ \d+ pages rendered without errors/);
    const state = await readRegistry(deployDir());
    remotes.forEach((r, i) => {
      expect(state.remotes[r]!.live).toBe(versions[i]);
      expect(state.audit.filter((a) => a.action === 'promote' && a.remote === r && a.version === versions[i])).toEqual([
        expect.objectContaining({ by: `squad-${r}`, reason: 'phát hành cùng lúc' }),
      ]);
    });
  } finally {
    for (const [i, r] of remotes.entries()) await setLive(r, originals[i]!);
  }
});
