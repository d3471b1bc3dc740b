import type { PgliteServer } from '../src/db/pglite-server';

export default async function globalTeardown(): Promise<void> {
  const server = (globalThis as { __API_PGLITE__?: PgliteServer }).__API_PGLITE__;
  if (server) {
    await server.stop();
    delete process.env.TEST_DATABASE_URL;
  }
}
