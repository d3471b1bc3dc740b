/**
 * `pnpm ops backup [folder]` / `pnpm ops restore <folder>`: the database (pg_dump's custom format: every table —
 * courses, orders, learners, the registry's row, deploy tokens) and a check that every object the database names
 * is in the buckets: each published remote version's `version.json` (S3_BUCKET; the registry's row names them)
 * and each learner's upload a profile points at (UPLOADS_BUCKET). The objects themselves stay in the buckets —
 * versions are immutable and uploads are never rewritten, so the bucket's own versioning or replication keeps them;
 * a restore that finds one missing says which and exits non-zero.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { Client } from 'pg';
import { ObjectStore, s3ConfigFromEnv } from '../storage/object-store';

export interface NamedObject {
  bucket: string;
  key: string;
  /** What in the database names it (remote@version, a user's avatar). */
  by: string;
}

export interface BackupManifest {
  createdAt: string;
  /** The dump's file name in the backup folder. */
  dump: string;
  objects: NamedObject[];
}

const MANIFEST = 'backup.json';
const DUMP = 'database.dump';

/** pg_dump / pg_restore of the server's major version (PG_BIN: their folder; else PATH). */
function pgTool(name: 'pg_dump' | 'pg_restore', args: string[]): void {
  const bin = process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name;
  const res = spawnSync(bin, args, { encoding: 'utf8' });
  if (res.error) throw new Error(`${name} could not run (${res.error.message}): install PostgreSQL's client or set PG_BIN`);
  if (res.status !== 0) throw new Error(`${name} failed: ${res.stderr.trim().split('\n').slice(-3).join(' / ')}`);
}

async function query<T extends object>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

/** Every object the database names, by bucket (none for a bucket that is not configured). */
export async function objectsNamedBy(databaseUrl: string, env: NodeJS.ProcessEnv = process.env): Promise<NamedObject[]> {
  const named: NamedObject[] = [];
  const [hasRegistry] = await query<{ found: boolean }>(databaseUrl, `SELECT to_regclass('ops_registry') IS NOT NULL AS found`);
  if (env.S3_BUCKET && hasRegistry?.found) {
    const [row] = await query<{ state: { remotes: Record<string, { versions?: Record<string, unknown> }> } }>(
      databaseUrl,
      'SELECT state FROM ops_registry WHERE id = 1',
    );
    for (const [remote, r] of Object.entries(row?.state.remotes ?? {}))
      for (const version of Object.keys(r.versions ?? {}).sort())
        named.push({ bucket: env.S3_BUCKET, key: `remotes/${remote}/${version}/version.json`, by: `${remote}@${version}` });
  }
  const [hasUsers] = await query<{ found: boolean }>(databaseUrl, `SELECT to_regclass('users') IS NOT NULL AS found`);
  if (env.UPLOADS_BUCKET && hasUsers?.found) {
    const avatars = await query<{ id: number; avatar: string }>(
      databaseUrl,
      `SELECT id, avatar FROM users WHERE avatar LIKE '/uploads/users/%' ORDER BY id`,
    );
    for (const { id, avatar } of avatars)
      named.push({ bucket: env.UPLOADS_BUCKET, key: avatar.slice('/uploads/'.length), by: `user ${id}'s avatar` });
  }
  return named;
}

/** The named objects that are not in their bucket. */
export async function missingObjects(named: NamedObject[], env: NodeJS.ProcessEnv = process.env): Promise<NamedObject[]> {
  if (!named.length) return [];
  const config = s3ConfigFromEnv({ ...env, S3_BUCKET: named[0]!.bucket });
  if (!config) throw new Error('the database names objects in buckets: set S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY');
  const stores = new Map<string, ObjectStore>();
  const missing: NamedObject[] = [];
  for (const object of named) {
    let store = stores.get(object.bucket);
    if (!store) stores.set(object.bucket, (store = new ObjectStore({ ...config, bucket: object.bucket })));
    if (!(await store.head(object.key))) missing.push(object);
  }
  return missing;
}

export async function backup(databaseUrl: string, folder: string): Promise<{ manifest: BackupManifest; missing: NamedObject[] }> {
  fs.mkdirSync(folder, { recursive: true });
  pgTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(folder, DUMP)}`, databaseUrl]);
  const objects = await objectsNamedBy(databaseUrl);
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), dump: DUMP, objects };
  fs.writeFileSync(path.join(folder, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  return { manifest, missing: await missingObjects(objects) };
}

/** Into an empty database only: a restore never mixes with rows already there. */
export async function restore(databaseUrl: string, folder: string): Promise<{ missing: NamedObject[]; objects: number }> {
  const manifest = JSON.parse(fs.readFileSync(path.join(folder, MANIFEST), 'utf8')) as BackupManifest;
  const [tables] = await query<{ count: number }>(databaseUrl, `SELECT count(*)::int AS count FROM pg_tables WHERE schemaname = current_schema()`);
  if (tables!.count > 0) throw new Error(`the target database already has ${tables!.count} tables: restore into an empty database`);
  pgTool('pg_restore', [
    '--no-owner',
    '--no-privileges',
    '--exit-on-error',
    '--single-transaction',
    `--dbname=${databaseUrl}`,
    path.join(folder, manifest.dump),
  ]);
  const objects = await objectsNamedBy(databaseUrl);
  return { missing: await missingObjects(objects), objects: objects.length };
}
