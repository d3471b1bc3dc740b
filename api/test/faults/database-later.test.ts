import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { describeWhere } from '@edu/shared/testing';
import { buildApp } from '../../src/app';
import { startPrivatePostgres, type PrivatePostgres } from '../helpers/private-postgres';
import { installEsmShims } from '../helpers/esm-shims';

installEsmShims();

/**
 * The API started before its database (issue 29 item 6): it boots and listens with PostgreSQL stopped — no
 * plugin time-out, no exit — says it is alive but not ready, answers every route 503 + Retry-After in
 * Vietnamese, and becomes ready by itself once PostgreSQL starts (migrations and seed run then). A private
 * PostgreSQL the test stops and starts (Debian's binaries).
 */
const realPostgres = process.env.API_TEST_PGLITE !== '1';
jest.setTimeout(90_000);

describeWhere(realPostgres, 'postgresql-only: stops and starts a PostgreSQL of its own')('API started before its database', () => {
  let pgServer: PrivatePostgres | null;
  let app: FastifyInstance;

  beforeAll(async () => {
    pgServer = await startPrivatePostgres();
    pgServer?.stop();
  });
  afterAll(async () => {
    await app?.close();
    pgServer?.destroy();
  });

  it('listens, is not ready, answers 503 meanwhile; ready once PostgreSQL comes', async () => {
    if (!pgServer) return void console.warn('no Debian PostgreSQL binaries here');
    const started = Date.now();
    app = await buildApp({
      databaseUrl: pgServer.url,
      databaseInBackground: true,
      seedContent: true,
      logger: false,
      jwtSecret: 'database-later-secret-0123456789abcdef',
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'api-later-')),
    });
    await app.ready();
    expect(Date.now() - started).toBeLessThan(10_000); // the boot did not wait for the database

    expect((await app.inject('/health')).statusCode).toBe(200);
    const ready = await app.inject('/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ problems: ['database not prepared (migrations wait for it)'] });
    const early = await app.inject('/api/settings.json');
    expect(early.statusCode).toBe(503);
    expect(early.headers['retry-after']).toBe('3');
    expect(early.json()).toMatchObject({ status: false, message: expect.stringMatching(/vui lòng thử lại sau/) });

    pgServer.start();
    for (let i = 0; i < 240 && (await app.inject('/ready')).statusCode !== 200; i += 1) await new Promise((r) => setTimeout(r, 250));
    expect((await app.inject('/ready')).statusCode).toBe(200);
    expect((await app.inject('/api/settings.json')).statusCode).toBe(200);
  });
});
