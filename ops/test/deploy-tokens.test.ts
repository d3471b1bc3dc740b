import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { authorize, createToken, identify, listTokens, revokeToken } from '../src/registry/deploy-tokens';
import { readState } from '../src/registry/store';
import { sql, startOpsDatabase } from './support/ops-database';
import { seedTwoVersions } from './support/seed-registry';

/**
 * Deploy tokens in PostgreSQL (deploy_tokens, migration 017): an expiry (90 days unless asked), revocation and
 * last use; an expired or revoked token is refused by the functions every verb and the console go through,
 * and by the CLI as an operator runs it.
 */
const exec = promisify(execFile);
// what `pnpm ops` runs: the CLI compiled by its launcher
const launcher = path.resolve(__dirname, '../bin/ops.cjs');

let database: Awaited<ReturnType<typeof startOpsDatabase>>;
beforeAll(async () => {
  database = await startOpsDatabase();
}, 60_000);
afterAll(() => database.stop());

const age = (id: string, column: 'expires_at' | 'created_at', interval: string) =>
  sql(database.url, `UPDATE deploy_tokens SET ${column} = now() - $2::interval WHERE id = $1`, [id, interval]);

describe('deploy tokens', () => {
  it('expire after 90 days unless asked, and record their last use', async () => {
    const { id, token, expiresAt } = await createToken('squad-content', ['mf_content']);
    const days = (Date.parse(expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);
    expect(days).toBeLessThanOrEqual(90);
    expect((await listTokens()).find((t) => t.id === id)).toMatchObject({ owner: 'squad-content', lastUsedAt: null, revokedAt: null });
    expect(await authorize(token, 'mf_content')).toBe('squad-content');
    const used = (await listTokens()).find((t) => t.id === id)!.lastUsedAt;
    expect(Date.now() - Date.parse(used!)).toBeLessThan(60_000);
    const week = await createToken('bot', ['*'], { days: 7 });
    expect(Math.round((Date.parse(week.expiresAt) - Date.now()) / 86_400_000)).toBe(7);
  });

  it('an expired token is refused, and its last use is not touched', async () => {
    const { id, token } = await createToken('squad-content', ['mf_content']);
    await age(id, 'expires_at', '1 second');
    await expect(identify(token)).rejects.toThrow(new RegExp(`deploy token ${id} expired on `));
    expect((await listTokens()).find((t) => t.id === id)!.lastUsedAt).toBeNull();
  });

  it('a revoked token is refused at once; revoking twice says there is no live token', async () => {
    const { id, token } = await createToken('squad-content', ['mf_content']);
    expect(await authorize(token, 'mf_content')).toBe('squad-content');
    expect(await revokeToken(id)).toBe(true);
    await expect(identify(token)).rejects.toThrow(new RegExp(`deploy token ${id} was revoked on `));
    expect(await revokeToken(id)).toBe(false);
  });

  it('a wrong secret for a real id, a made-up token and a scope elsewhere are refused', async () => {
    const { id } = await createToken('squad-content', ['mf_content']);
    await expect(identify(`edu_${id}_not-the-secret`)).rejects.toThrow('unknown deploy token');
    await expect(identify('edu_00000000_made-up')).rejects.toThrow('unknown deploy token');
    await expect(identify('not a token')).rejects.toThrow('unknown deploy token');
    const { token } = await createToken('squad-content', ['mf_content']);
    await expect(authorize(token, 'mf_catalogue')).rejects.toThrow('the token of squad-content may not deploy mf_catalogue');
  });

  it('pnpm ops rollback refuses an expired token and a revoked one, and changes nothing', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ops-tokens-'));
    await seedTwoVersions(dir, { live: '1.0.0-b', previous: ['1.0.0-a'] });
    const rollback = async (token: string) => {
      const env = { ...process.env, DEPLOY_DIR: dir, OPS_TOKEN: token };
      return exec(process.execPath, [launcher, 'rollback', 'mf_content', '--reason', 'thử mã hết hạn'], { env }).then(
        ({ stdout }) => ({ code: 0, out: stdout }),
        (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
      );
    };
    const expired = await createToken('squad-content', ['mf_content']);
    await age(expired.id, 'expires_at', '1 minute');
    const revoked = await createToken('squad-content', ['mf_content']);
    await revokeToken(revoked.id);
    for (const [token, reason] of [
      [expired.token, `deploy token ${expired.id} expired on`],
      [revoked.token, `deploy token ${revoked.id} was revoked on`],
    ]) {
      const { code, out } = await rollback(token!);
      expect(code).not.toBe(0);
      expect(out).toContain(reason);
      expect(readState(dir).remotes.mf_content!.live).toBe('1.0.0-b');
    }
    // the same verb with a valid token goes through (the refusals above were the tokens')
    const valid = await createToken('squad-content', ['mf_content']);
    expect(await rollback(valid.token)).toMatchObject({ code: 0, out: expect.stringContaining('rolled back: 1.0.0-b → 1.0.0-a') });
  }, 60_000);

  it('pnpm ops token create mints in the database with --days; list shows expiry and last use', async () => {
    const run = (...args: string[]) => exec(process.execPath, [launcher, 'token', ...args], { env: process.env });
    const created = await run('create', 'squad-learning', 'mf-learning', '--days', '30');
    const [, id] = /token ([0-9a-f]{8}) for squad-learning \(mf_learning\), valid until /.exec(created.stdout) ?? [];
    expect(id).toBeDefined();
    const listed = (await run('list')).stdout;
    expect(listed).toMatch(new RegExp(`${id}\\s+squad-learning\\s+mf_learning\\s+valid until \\S+\\s+last used never`));
    const [row] = await sql<{ days: number }>(
      database.url,
      'SELECT round(extract(epoch FROM expires_at - now()) / 86400)::int AS days FROM deploy_tokens WHERE id = $1',
      [id],
    );
    expect(row!.days).toBe(30);
  }, 60_000);
});
