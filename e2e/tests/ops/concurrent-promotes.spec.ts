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
 */
const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../../..');

test('two promotes of different remotes at once, from two working folders: both recorded', { tag: '@smoke' }, async () => {
  const remotes = ['mf_content', 'mf_account'] as const;
  const originals = await Promise.all(remotes.map((r) => currentLive(r)));
  const versions = await Promise.all(remotes.map((r) => publishCopy(r, 'parallel')));
  // a machine's working folder: its own in the production topology, the shared deploy folder on one machine
  const folders = remotes.map((r) => (publishesToBucket() ? fs.mkdtempSync(path.join(os.tmpdir(), `ops-${r}-`)) : deployDir()));
  const tokens = remotes.map((r, i) => createToken(folders[i]!, `squad-${r}`, [r]).token);
  try {
    await Promise.all(remotes.map((r, i) => run(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'ops/src/cli/ops.ts'), 'promote', r, versions[i]!, '--reason', 'phát hành cùng lúc'], {
      env: { ...process.env, DEPLOY_DIR: folders[i]!, OPS_TOKEN: tokens[i]! },
    })));
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
