import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { describeWhere } from '@edu/shared/testing';
import { readRegistry, updateRegistry } from '../src/registry/store';
import { emptyRemote } from '../src/registry/types';
import { DEV_S3_CREDENTIALS, startDevS3Server, type DevS3Server } from '../src/storage/dev-s3-server';

/**
 * The registry where several machines write it (REGISTRY_DATABASE_URL): two ops processes, each with
 * its own working folder, promote different remotes at the same moment, over and over; not one change
 * is lost, and the public registry in the bucket ends as the database says. Runs where a PostgreSQL is
 * given (TEST_PG_URL: CI and `pnpm test` with it); PGlite cannot hold a row lock across processes.
 */
const pgUrl = process.env.TEST_PG_URL;
const run = promisify(execFile);
const tsx = path.resolve(__dirname, '../../node_modules/.bin/tsx');
const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));
const ROUNDS = 15;

describeWhere(Boolean(pgUrl), 'postgresql-only: needs TEST_PG_URL (PGlite cannot hold a row lock across processes)')('registry on PostgreSQL', () => {
  const saved = { ...process.env };
  let s3: DevS3Server;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    const dbName = `ops_registry_${Date.now()}`;
    const admin = new Client({ connectionString: pgUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${dbName}`);
    await admin.end();
    s3 = await startDevS3Server({ directory: tmp('s3-data-'), bucket: 'edu-deploy' });
    env = {
      REGISTRY_DATABASE_URL: pgUrl!.replace(/\/[^/]*$/, `/${dbName}`),
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: 'edu-deploy',
      S3_ACCESS_KEY_ID: DEV_S3_CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: DEV_S3_CREDENTIALS.secretAccessKey,
    };
    Object.assign(process.env, env);
  });
  afterAll(async () => {
    process.env = saved;
    await s3.close();
  });

  it('two machines promoting different remotes at once: every change recorded, the public registry agrees', async () => {
    await updateRegistry(tmp('seed-'), (state) => {
      for (const name of ['mf_catalogue', 'mf_content']) {
        const remote = (state.remotes[name] = emptyRemote());
        for (const version of ['1.0.0-a', '1.0.0-b']) {
          remote.versions[version] = { version, publishedAt: '', publishedBy: 't', files: {}, integrity: `sha384-${version}`, exposes: [] };
        }
      }
    });
    const machine = (remote: string) =>
      run(tsx, [path.join(__dirname, 'fixtures/concurrent-promoter.ts'), tmp(`machine-${remote}-`), remote, String(ROUNDS)], {
        env: { ...process.env, ...env },
      });
    await Promise.all([machine('mf_catalogue'), machine('mf_content')]);

    const state = await readRegistry(tmp('reader-'));
    for (const name of ['mf_catalogue', 'mf_content']) {
      const promotes = state.audit.filter((a) => a.remote === name && a.action === 'promote');
      expect(promotes.map((a) => a.reason)).toEqual(Array.from({ length: ROUNDS }, (_, i) => `lượt ${i}`));
      expect(promotes.every((a) => a.by === `may-${name}`)).toBe(true);
      // the last of an odd number of rounds promoted 1.0.0-b
      expect(state.remotes[name]!.live).toBe('1.0.0-b');
    }
    const published = (await (await fetch(`${s3.endpoint}/edu-deploy/registry.json`)).json()) as {
      remotes: Record<string, { live: { version: string } }>;
    };
    expect(published.remotes.mf_catalogue!.live.version).toBe('1.0.0-b');
    expect(published.remotes.mf_content!.live.version).toBe('1.0.0-b');
    const revision = new Client({ connectionString: env.REGISTRY_DATABASE_URL });
    await revision.connect();
    const { rows } = await revision.query<{ revision: string }>('SELECT revision FROM ops_registry');
    await revision.end();
    expect(Number(rows[0]!.revision)).toBe(1 + 2 * ROUNDS);
  }, 90_000);

  it('a change whose public registry cannot be written is rolled back', async () => {
    const before = await readRegistry(tmp('reader-'));
    process.env.S3_ENDPOINT = 'http://127.0.0.1:9'; // nothing listens on the discard port
    try {
      await expect(
        updateRegistry(tmp('machine-'), (state) => {
          state.remotes.mf_catalogue!.live = '1.0.0-a';
        }),
      ).rejects.toThrow(/writing registry\.json: object storage http:\/\/127\.0\.0\.1:9 is unreachable/);
    } finally {
      process.env.S3_ENDPOINT = env.S3_ENDPOINT;
    }
    expect(await readRegistry(tmp('reader-'))).toEqual(before);
  });
});
