import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { Client, Pool } from 'pg';
import { migrate } from '../../../api/src/db/migrate';

/**
 * A fresh database with the API's migrations for ops tests (deploy tokens, console sessions, rate limits):
 * a new database on the real PostgreSQL where one is given (TEST_PG_URL: CI), else an in-memory PGlite
 * behind its wire-protocol socket (in a process of its own: jest's VM cannot load PGlite). Sets
 * OPS_DATABASE_URL, which the ops code and the CLIs a test spawns read.
 */
export async function startOpsDatabase(): Promise<{ url: string; stop: () => Promise<void> }> {
  let url: string;
  let pglite: ChildProcess | undefined;
  if (process.env.TEST_PG_URL) {
    const name = `ops_tokens_${Date.now()}_${process.pid}`;
    const admin = new Client({ connectionString: process.env.TEST_PG_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    url = process.env.TEST_PG_URL.replace(/\/[^/]*$/, `/${name}`);
  } else {
    const tsx = path.resolve(__dirname, '../../../node_modules/.bin/tsx');
    pglite = spawn(tsx, [path.join(__dirname, '../fixtures/pglite-database.ts')], { stdio: ['ignore', 'pipe', 'inherit'] });
    url = await new Promise<string>((resolve, reject) => {
      let out = '';
      pglite!.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        if (out.includes('\n')) resolve(out.trim());
      });
      pglite!.on('exit', (code) => reject(new Error(`the PGlite process exited (${code})`)));
    });
  }
  const pool = new Pool({ connectionString: url, max: 2 });
  await migrate(pool);
  await pool.end();
  const saved = process.env.OPS_DATABASE_URL;
  process.env.OPS_DATABASE_URL = url;
  return {
    url,
    stop: async () => {
      if (saved === undefined) delete process.env.OPS_DATABASE_URL;
      else process.env.OPS_DATABASE_URL = saved;
      if (pglite && pglite.exitCode === null) {
        const exited = new Promise((resolve) => pglite!.once('exit', resolve));
        pglite.kill('SIGTERM');
        await exited;
      }
    },
  };
}

/** One statement against the test database (to age a token, read a row). */
export async function sql<T extends object>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}
