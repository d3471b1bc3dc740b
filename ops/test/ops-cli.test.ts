import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readState, updateRegistry } from '../src/registry/store';
import { emptyRemote } from '../src/registry/types';

const exec = promisify(execFile);
const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
const cli = path.resolve(__dirname, '../src/cli/ops.ts');

/** Runs `pnpm ops …` as ops people do (a separate process), against a throwaway deploy folder. */
async function ops(deployDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await exec(tsx, [cli, ...args], { env: { ...process.env, DEPLOY_DIR: deployDir, OPS_USER: 'ops-test' } });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

describe('pnpm ops (the CLI)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-cli-'));
    await updateRegistry(dir, (state) => {
      const remote = (state.remotes.mf_content = emptyRemote());
      for (const version of ['1.0.0-a', '1.0.0-b']) {
        remote.versions[version] = { version, publishedAt: '2026-11-21T10:00:00.000Z', publishedBy: 'seed', files: {}, integrity: 'sha384-x', exposes: [] };
      }
    });
  });

  it('promotes, canaries, rolls back and keeps an audit trail', async () => {
    expect(await ops(dir, 'promote', 'mf-content', '1.0.0-a')).toMatchObject({ code: 0, out: expect.stringContaining('live: none → 1.0.0-a') });
    expect((await ops(dir, 'canary', 'mf_content', '1.0.0-b', '25')).out).toContain('canary for 25% of browsers');
    expect(readState(dir).remotes.mf_content!.canary).toEqual({ version: '1.0.0-b', percent: 25 });
    expect((await ops(dir, 'promote', 'mf-content', '1.0.0-b')).code).toBe(0);
    expect((await ops(dir, 'rollback', 'mf-content')).out).toContain('rolled back: 1.0.0-b → 1.0.0-a');
    const history = (await ops(dir, 'history', 'mf-content')).out.trim().split('\n');
    expect(history.map((line) => line.split(/\s+/)[1])).toEqual(['promote', 'canary', 'promote', 'rollback']);
    expect(history.every((line) => line.includes('ops-test'))).toBe(true);
  }, 60_000);

  it.each([
    [['promote', 'mf-content', '9.9.9'], /9\.9\.9 is not published/],
    [['rollback', 'mf-unknown'], /Unknown app "mf-unknown"/],
    [['canary', 'mf-content', '1.0.0-b', '150'], /percent must be an integer 0–100/],
    [['promote', 'mf-content'], /missing version/],
    [['explode'], /unknown verb "explode"/],
  ])('fails with a clear message and a non-zero exit: %j', async (args, message) => {
    const { code, out } = await ops(dir, ...args);
    expect(code).not.toBe(0);
    expect(out).toMatch(message);
  }, 30_000);

  it('shows a status table, with whether each live manifest answers', async () => {
    const { code, out } = await ops(dir, 'status');
    expect(code).toBe(0);
    expect(out).toMatch(/remote\s+live\s+published\s+canary\s+previous\s+manifest/);
    expect(out).toMatch(/mf_content\s+1\.0\.0-a/);
  }, 30_000);
});
