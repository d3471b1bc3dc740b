import { startPgliteServer, type PgliteServer } from '../src/db/pglite-server';

/**
 * One database per test run. CI sets TEST_DATABASE_URL (Debian PostgreSQL); otherwise one in-memory PGlite
 * behind the wire-protocol socket. Each test file then works in its own schema (test/helpers/test-app.ts).
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const server = await startPgliteServer({ maxConnections: 64 });
  (globalThis as { __API_PGLITE__?: PgliteServer }).__API_PGLITE__ = server;
  process.env.TEST_DATABASE_URL = server.url;
  process.env.API_TEST_PGLITE = '1';
}
