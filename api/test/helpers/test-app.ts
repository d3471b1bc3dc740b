import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../src/app';
import { client, type Call } from './client';
import { installEsmShims } from './esm-shims';

installEsmShims();
// Each file migrates and seeds its own schema; on 2 shared cores a test that builds a second app needs headroom.
jest.setTimeout(30_000);

export interface TestApp {
  app: FastifyInstance;
  schema: string;
  close(): Promise<void>;
}

/**
 * A fresh app on the shared test database, in a schema of its own (migrated and seeded), so test files can
 * run in parallel workers without seeing each other's rows. search_path is set per connection through the
 * startup `options` (PostgreSQL natively; our PGlite socket scheduler emulates it per connection).
 */
export async function createTestApp(name: string, overrides: Partial<BuildOptions> = {}): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE_URL is not set: run through jest (api/test/global-setup.ts)');
  const schema = `t_${name
    .replace(/[^a-z0-9]/gi, '_')
    .toLowerCase()
    .slice(0, 30)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `api-${schema}-`));
  const app = await buildApp({
    databaseUrl: url,
    searchPath: schema,
    poolMax: 3,
    jwtSecret: `test-secret-${schema}`,
    dataDir,
    logger: false,
    // named prepared statements on a real PostgreSQL (CI), as in production; PGlite shares one session and cannot
    preparedStatements: process.env.API_TEST_PGLITE !== '1',
    // as `pnpm start` runs it: behind the edge on this host (inject's socket is 127.0.0.1)
    trustedProxies: ['127.0.0.1'],
    ...overrides,
  });
  await app.ready();
  return {
    app,
    schema,
    async close() {
      await app.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface FileApp {
  /** The API called through app.inject (helpers/client.ts). */
  call: Call;
  readonly app: FastifyInstance;
  readonly schema: string;
  /** A client on this file's schema, for what a test arranges or checks in the database directly. */
  readonly db: pg.Client;
}

/** A test file's app (and a database client on its schema), created before its tests and dropped after them. */
export function appForFile(name: string, overrides: Partial<BuildOptions> = {}): FileApp {
  let t: TestApp | undefined;
  let db: pg.Client | undefined;
  let call: Call | undefined;
  beforeAll(async () => {
    t = await createTestApp(name, overrides);
    call = client(t.app);
    db = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${t.schema}` });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
  });
  const ready = <T>(v: T | undefined): T => {
    if (v === undefined) throw new Error('appForFile: used outside a test');
    return v;
  };
  return {
    call: (...args) => ready(call)(...args),
    get app() {
      return ready(t).app;
    },
    get schema() {
      return ready(t).schema;
    },
    get db() {
      return ready(db);
    },
  };
}
