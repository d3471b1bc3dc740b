import { spawn } from 'node:child_process';
import path from 'node:path';
import { expect } from '@playwright/test';
import { createToken } from '../../../ops/src/registry/deploy-tokens';
import { readRegistry } from '../../../ops/src/registry/store';
import type { AuditEntry } from '../../../ops/src/registry/types';
import { deployDir } from './registry';

/** `pnpm ops canary … --auto` as an operator types it, for the specs of the canary controller on the server. */
const ROOT = path.resolve(__dirname, '../../..');
const tsx = path.join(ROOT, 'node_modules/.bin/tsx');
const OPS = path.join(ROOT, 'ops/src/cli/ops.ts');

export const canaryOf = async (remote: string) => (await readRegistry(deployDir())).remotes[remote]!.canary;

/** The canary's decision(s) in the history: what the controllers wrote after the operator's canary entry. */
export async function decisionsAbout(remote: string, version: string): Promise<AuditEntry[]> {
  return (await readRegistry(deployDir())).audit.filter((a) => a.remote === remote && a.version === version && a.numbers);
}

/** `pnpm ops canary <remote> <version> <percent> --auto …`; once the canary is set, the terminal is killed. */
export async function handOver(remote: string, version: string, percent: number, policy: string[]): Promise<string> {
  const { token } = await createToken('squad-content', [remote]);
  const cli = spawn(
    tsx,
    // the render check is render-gate.spec's; a canary that throws would not get past it (that is its job)
    [OPS, 'canary', remote, version, String(percent), '--auto', ...policy, '--reason', 'thử trang giới thiệu mới', '--skip-render-check'],
    { env: { ...process.env, DEPLOY_DIR: deployDir(), OPS_TOKEN: token } },
  );
  let output = '';
  cli.stdout.on('data', (d: Buffer) => (output += d.toString()));
  cli.stderr.on('data', (d: Buffer) => (output += d.toString()));
  await expect.poll(async () => (await canaryOf(remote))?.auto?.minLoads ?? null, { timeout: 30_000 }).not.toBeNull();
  cli.kill('SIGKILL'); // the terminal closed: nothing depends on it any more
  await new Promise((resolve) => (cli.exitCode !== null || cli.signalCode !== null ? resolve(null) : cli.once('exit', resolve)));
  return output;
}
