import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { readState } from '../src/registry/store';
import { createToken } from '../src/registry/deploy-tokens';
import { sql, startOpsDatabase } from './support/ops-database';
import { seedTwoVersions } from './support/seed-registry';

const exec = promisify(execFile);
const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
const cli = path.resolve(__dirname, '../src/cli/ops.ts');

/** Runs `pnpm ops …` as ops people do (a separate process), against a throwaway deploy folder. */
async function ops(deployDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  return opsAs(token, deployDir, ...args);
}

async function opsAs(opsToken: string | undefined, deployDir: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const env = { ...process.env, DEPLOY_DIR: deployDir, OPS_USER: 'ops-test', OPS_TOKEN: opsToken ?? '' };
    const { stdout, stderr } = await exec(tsx, [cli, ...args], { env });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

let token: string | undefined;
const REASON = ['--reason', 'test: a change the suite makes'];

describe('pnpm ops (the CLI)', () => {
  let dir: string;
  let database: Awaited<ReturnType<typeof startOpsDatabase>>;
  afterAll(() => database.stop());
  beforeAll(async () => {
    database = await startOpsDatabase(); // deploy tokens live there (the CLI processes read OPS_DATABASE_URL)
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-cli-'));
    token = (await createToken('squad-content', ['mf_content'])).token;
    await seedTwoVersions(dir);
  });

  it('refuses a promote or canary whose render check cannot run (no deployed shell here), and changes nothing', async () => {
    const before = JSON.stringify(readState(dir));
    for (const args of [
      ['promote', 'mf-content', '1.0.0-a'],
      ['canary', 'mf-content', '1.0.0-b', '5'],
    ]) {
      const { code, out } = await ops(dir, ...args, ...REASON);
      expect(code).not.toBe(0);
      expect(out).toContain(`mf_content@${args[2]} was not changed — the render check cannot run here: no deployed shell in ${dir}`);
      expect(out).toContain('--skip-render-check --reason');
    }
    expect(JSON.stringify(readState(dir))).toBe(before);
  }, 60_000);

  // the registry's own verbs, the render check skipped on purpose (this folder has no shell to render with):
  // the skip is written to the history beside the reason
  const SKIP = '--skip-render-check';
  it('promotes, canaries, rolls back and keeps an audit trail', async () => {
    expect(await ops(dir, 'promote', 'mf-content', '1.0.0-a', SKIP, ...REASON)).toMatchObject({
      code: 0,
      out: expect.stringContaining('live: none → 1.0.0-a'),
    });
    expect((await ops(dir, 'canary', 'mf_content', '1.0.0-b', '25', SKIP, '--reason=thử 25%')).out).toContain('canary for 25% of browsers');
    expect(readState(dir).remotes.mf_content!.canary).toEqual({ version: '1.0.0-b', percent: 25 });
    expect((await ops(dir, 'promote', 'mf-content', '1.0.0-b', SKIP, ...REASON)).code).toBe(0);
    expect((await ops(dir, 'rollback', 'mf-content', '--reason', 'lỗi thanh toán trên 1.0.0-b')).out).toContain('rolled back: 1.0.0-b → 1.0.0-a');
    const history = (await ops(dir, 'history', 'mf-content')).out.trim().split('\n');
    expect(history.map((line) => line.split(/\s+/)[1])).toEqual(['promote', 'canary', 'promote', 'rollback']);
    // who: the token's owner (not whatever OPS_USER claims); why: the reason given
    expect(history.every((line) => line.includes('squad-content') && !line.includes('ops-test'))).toBe(true);
    expect(history[1]).toContain('— thử 25%');
    expect(history[0]).toContain('(from none; render check skipped on purpose (--skip-render-check))');
    expect(history[1]).toContain('(25%; render check skipped on purpose (--skip-render-check))');
    expect(history[3]).toContain('— lỗi thanh toán trên 1.0.0-b');
    expect(readState(dir).audit.at(-1)).toMatchObject({ by: 'squad-content', reason: 'lỗi thanh toán trên 1.0.0-b', action: 'rollback' });
  }, 60_000);

  describe('who may deploy', () => {
    it.each([
      ['no token', undefined, /a deploy needs a token/],
      ['a made-up token', 'edu_deadbeef_not-a-real-secret', /unknown deploy token/],
    ])(
      'refuses a change with %s, and changes nothing',
      async (_name, given, message) => {
        const before = JSON.stringify(readState(dir));
        const { code, out } = await opsAs(given, dir, 'rollback', 'mf-content', ...REASON);
        expect(code).not.toBe(0);
        expect(out).toMatch(message);
        expect(JSON.stringify(readState(dir))).toBe(before);
      },
      30_000,
    );

    it('refuses a squad token on another squad’s remote, naming what it may deploy', async () => {
      const other = (await createToken('squad-catalogue', ['mf_catalogue'])).token;
      const { code, out } = await opsAs(other, dir, 'promote', 'mf-content', '1.0.0-b', ...REASON);
      expect(code).not.toBe(0);
      expect(out).toContain('the token of squad-catalogue may not deploy mf_content (it may deploy: mf_catalogue)');
    }, 30_000);

    it('refuses a change without --reason', async () => {
      const { code, out } = await ops(dir, 'promote', 'mf-content', '1.0.0-b');
      expect(code).not.toBe(0);
      expect(out).toMatch(/say why: .*--reason/);
    }, 30_000);

    it('a revoked token stops working; tokens are stored hashed', async () => {
      const { id, token: secret } = await createToken('bot-tam-thoi', ['*']);
      const rows = await sql<{ hash: string }>(database.url, 'SELECT hash FROM deploy_tokens WHERE id = $1', [id]);
      expect(JSON.stringify(rows)).not.toContain(secret.slice('edu_12345678_'.length)); // the secret may itself hold '_'
      expect((await ops(dir, 'token', 'revoke', id)).code).toBe(0);
      const refused = await opsAs(secret, dir, 'rollback', 'mf-content', ...REASON);
      expect(refused.code).not.toBe(0);
      expect(refused.out).toContain(`deploy token ${id} was revoked on`);
    }, 30_000);
  });

  it.each([
    [['promote', 'mf-content', '9.9.9', ...REASON], /9\.9\.9 is not published/],
    [['rollback', 'mf-unknown'], /Unknown app "mf-unknown"/],
    [['canary', 'mf-content', '1.0.0-b', '150', ...REASON], /percent must be an integer 0–100/],
    [['promote', 'mf-content', ...REASON], /missing version/],
    [['explode'], /unknown verb "explode"/],
  ])(
    'fails with a clear message and a non-zero exit: %j',
    async (args, message) => {
      const { code, out } = await ops(dir, ...args);
      expect(code).not.toBe(0);
      expect(out).toMatch(message);
    },
    30_000,
  );

  it('shows a status table, with whether each live manifest answers', async () => {
    const { code, out } = await ops(dir, 'status');
    expect(code).toBe(0);
    expect(out).toMatch(/remote\s+live\s+published\s+canary\s+previous\s+manifest/);
    expect(out).toMatch(/mf_content\s+1\.0\.0-a/);
  }, 30_000);
});
