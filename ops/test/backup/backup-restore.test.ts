/**
 * Backup → wipe → restore on a real PostgreSQL (TEST_PG_URL) and a real S3 server (s3rver): a database with the
 * demo catalogue, learners and their orders, a registry row naming a published version and a learner's avatar in
 * the uploads bucket is backed up (pg_dump), dropped, and restored into a fresh database (pg_restore): every table
 * has the same rows, and the real API started on the restored database answers over HTTP with the same bytes as
 * before the wipe: the course page by its slug, and — signed in as the demo learner — their order list, with the
 * order they placed through the site just before the backup. The restore checks every object the database names
 * is in its bucket, names the one that is not, and refuses to restore over a database that has tables.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DeleteObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Client, Pool } from 'pg';
import { migrate } from '../../../api/src/db/migrate';
import { seed } from '../../../api/src/seed';
import { backup, restore } from '../../src/backup/backup';
import { ObjectStore } from '../../src/storage/object-store';
import { DEV_S3_CREDENTIALS, startDevS3Server, type DevS3Server } from '../../src/storage/dev-s3-server';
import { DEMO_LEARNER } from '../../../api/src/seed/demo-accounts';
import { installEsmShims } from '../../../api/test/helpers/esm-shims';
import { placeOrder, signIn, startSite, whatItServes } from './served-site';

installEsmShims();

jest.setTimeout(120_000);
const ADMIN = process.env.TEST_PG_URL;
const run = ADMIN ? describe : describe.skip;

run('pnpm ops backup / restore', () => {
  const stamp = `${Date.now()}_${process.pid}`;
  const names = {
    source: `bk_source_${stamp}`,
    fresh: `bk_fresh_${stamp}`,
    again: `bk_again_${stamp}`,
    used: `bk_used_${stamp}`,
    cli: `bk_cli_${stamp}`,
  };
  const urlOf = (db: string) => ADMIN!.replace(/\/[^/]*$/, `/${db}`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'edu-backup-'));
  let s3: DevS3Server;
  const saved = { ...process.env };
  const avatarKey = 'users/1/0a1b2c3d4e5f60718293a4b5/anh-dai-dien.png';

  const admin = async (sql: string) => {
    const c = new Client({ connectionString: ADMIN });
    await c.connect();
    try {
      await c.query(sql);
    } finally {
      await c.end();
    }
  };
  /** Every table's rows as one digest per table (the whole content, in a stable order). */
  async function contents(url: string): Promise<Record<string, string>> {
    const c = new Client({ connectionString: url });
    await c.connect();
    try {
      const { rows: tables } = await c.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`);
      const out: Record<string, string> = {};
      for (const { t } of tables) {
        const { rows } = await c.query<{ n: number; d: string | null }>(
          `SELECT count(*)::int AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS d FROM "${t}" x`,
        );
        out[t] = `${rows[0]!.n}:${rows[0]!.d}`;
      }
      return out;
    } finally {
      await c.end();
    }
  }

  beforeAll(async () => {
    s3 = await startDevS3Server({ directory: path.join(dir, 's3'), bucket: ['edu-deploy', 'edu-uploads'] });
    Object.assign(process.env, {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'edu-deploy',
      UPLOADS_BUCKET: 'edu-uploads',
      S3_ACCESS_KEY_ID: DEV_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: DEV_S3_CREDENTIALS.secretAccessKey,
    });
    await admin(`CREATE DATABASE ${names.source}`);
    const pool = new Pool({ connectionString: urlOf(names.source), max: 2 });
    await migrate(pool);
    // the demo catalogue, learners and their orders
    await seed(pool, { content: true, demoAccounts: true });
    await pool.query(`UPDATE users SET avatar = $1 WHERE id = (SELECT min(id) FROM users)`, [`/uploads/${avatarKey}`]);
    await pool.query(`CREATE TABLE IF NOT EXISTS ops_registry (id int PRIMARY KEY, state jsonb NOT NULL, revision bigint NOT NULL DEFAULT 0)`);
    const state = {
      schema: 1,
      remotes: { mf_catalogue: { live: '1.4.0-abc', previous: [], canary: null, versions: { '1.4.0-abc': {}, '1.3.0-def': {} } } },
    };
    await pool.query(`INSERT INTO ops_registry (id, state) VALUES (1, $1)`, [JSON.stringify(state)]);
    await pool.end();
    const put = (bucket: string, key: string) =>
      new ObjectStore({ endpoint: s3.endpoint, bucket, ...DEV_S3_CREDENTIALS }).put(key, '{}', {
        contentType: 'application/json',
        cacheControl: 'no-cache',
      });
    for (const v of ['1.4.0-abc', '1.3.0-def']) await put('edu-deploy', `remotes/mf_catalogue/${v}/version.json`);
    await put('edu-uploads', avatarKey);
  });

  afterAll(async () => {
    process.env = saved;
    for (const db of Object.values(names)) await admin(`DROP DATABASE IF EXISTS ${db} WITH (FORCE)`);
    await s3?.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("backup, wipe, restore into a fresh database: every table has the same rows; every named object is there; the site serves the same course and the same learner's order", async () => {
    const learner = { username: DEMO_LEARNER.email, password: DEMO_LEARNER.password };
    // the site before the wipe: a course page by its slug, and an order the learner places through it
    const site = await startSite(urlOf(names.source));
    const [course] = (await fetch(`${site.origin}/api/user/course.json?page_size=1`).then((r) => r.json())).data.items;
    const slug = `${course.alias}-${course.alias_code}`;
    const placed = await placeOrder(site.origin, await signIn(site.origin, learner.username, learner.password), 2);
    const served = await whatItServes(site.origin, slug, learner);
    await site.close();
    expect(served.orderCodes).toContain(placed);
    const before = await contents(urlOf(names.source));
    expect(Number(before.orders!.split(':')[0])).toBeGreaterThan(0);
    expect(Number(before.courses!.split(':')[0])).toBeGreaterThan(0);
    const made = await backup(urlOf(names.source), path.join(dir, 'backup'));
    expect(made.missing).toEqual([]);
    expect(made.manifest.objects.map((o) => o.by)).toEqual([
      'mf_catalogue@1.3.0-def',
      'mf_catalogue@1.4.0-abc',
      expect.stringMatching(/^user \d+'s avatar$/),
    ]);
    // the wipe
    await admin(`DROP DATABASE ${names.source} WITH (FORCE)`);
    await admin(`CREATE DATABASE ${names.fresh}`);
    const restored = await restore(urlOf(names.fresh), path.join(dir, 'backup'));
    expect(restored).toEqual({ missing: [], objects: 3 });
    expect(await contents(urlOf(names.fresh))).toEqual(before);
    // the site after the restore: the same answers, byte for byte
    const restoredSite = await startSite(urlOf(names.fresh));
    try {
      expect(await whatItServes(restoredSite.origin, slug, learner)).toEqual(served);
    } finally {
      await restoredSite.close();
    }
  });

  test('an object the database names but the bucket lost is named by the restore', async () => {
    const client = new S3Client({ endpoint: s3.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: DEV_S3_CREDENTIALS });
    await client.send(new DeleteObjectCommand({ Bucket: 'edu-uploads', Key: avatarKey }));
    await admin(`CREATE DATABASE ${names.again}`);
    const restored = await restore(urlOf(names.again), path.join(dir, 'backup'));
    expect(restored.missing).toEqual([{ bucket: 'edu-uploads', key: avatarKey, by: expect.stringMatching(/avatar$/) }]);
  });

  test('a restore over a database that has tables is refused', async () => {
    await admin(`CREATE DATABASE ${names.used}`);
    const c = new Client({ connectionString: urlOf(names.used) });
    await c.connect();
    await c.query('CREATE TABLE something_there (id int)');
    await c.end();
    await expect(restore(urlOf(names.used), path.join(dir, 'backup'))).rejects.toThrow(
      'the target database already has 1 tables: restore into an empty database',
    );
  });

  test('`pnpm ops restore` says which object is missing and exits non-zero', async () => {
    await admin(`CREATE DATABASE ${names.cli}`);
    // asynchronously: the S3 server the CLI asks runs in this process
    const child = spawn(process.execPath, ['--import', 'tsx', 'ops/src/cli/ops.ts', 'restore', path.join(dir, 'backup')], {
      cwd: path.resolve(__dirname, '..', '..', '..'),
      env: { ...process.env, DATABASE_URL: urlOf(names.cli) },
    });
    const res = { stdout: '', stderr: '', status: null as number | null };
    child.stdout.on('data', (c: Buffer) => (res.stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (res.stderr += c.toString()));
    res.status = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(res.stdout).toContain('2 of 3 objects the database names are in their buckets');
    expect(res.stderr).toContain(`edu-uploads/${avatarKey}`);
    expect(res.status).not.toBe(0);
  });
});
