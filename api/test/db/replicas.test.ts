import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp } from '../../src/app';
import { client } from '../helpers/client';
import { login, rtCookie } from '../helpers/users';
import { installEsmShims } from '../helpers/esm-shims';

installEsmShims();
jest.setTimeout(60_000);

/**
 * Two API replicas on one database, started at the same moment on an empty schema (as an orchestrator
 * does): both become ready, the migrations ran once, and a session made on one is honoured — and ended —
 * on the other.
 */
const url = process.env.TEST_DATABASE_URL!;
const schema = `t_replicas_${randomBytes(4).toString('hex')}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-replicas-'));
const SECRET = `replica-secret-${'x'.repeat(40)}`;
const replica = () =>
  buildApp({
    databaseUrl: url,
    searchPath: schema,
    poolMax: 3,
    jwtSecret: SECRET,
    dataDir,
    logger: false,
    preparedStatements: process.env.API_TEST_PGLITE !== '1',
    trustedProxies: ['127.0.0.1'],
  });

let apps: Awaited<ReturnType<typeof replica>>[] = [];

beforeAll(async () => {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
});

afterAll(async () => {
  await Promise.all(apps.map((a) => a.close()));
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP SCHEMA ${schema} CASCADE`);
  await admin.end();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('two API replicas', () => {
  it('start at the same moment on an empty database: both ready, every migration applied once', async () => {
    apps = await Promise.all([replica(), replica()]);
    await Promise.all(apps.map((a) => a.ready()));
    for (const a of apps) expect((await a.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
    const files = fs.readdirSync(path.resolve(__dirname, '../../src/db/migrations')).filter((f) => f.endsWith('.sql'));
    const { rows } = await apps[0]!.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name');
    expect(rows.map((r) => r.name)).toEqual(files.sort());
  });

  it('a session signed in on A is refreshed on B, and signing out on A ends it on B', async () => {
    const [a, b] = [client(apps[0]!), client(apps[1]!)];
    const signedIn = await login(a, 'hocvien@example.com', 'Hocvien@123');
    expect(signedIn.statusCode).toBe(200);
    expect((await b('GET', '/api/user/user.json', undefined, { token: signedIn.body.data.token })).statusCode).toBe(200);
    const refreshed = await b('POST', '/api/user/refresh.json', undefined, { cookies: { rt: rtCookie(signedIn) } });
    expect(refreshed.statusCode).toBe(200);
    expect((await a('POST', '/api/user/logout.json', undefined, { token: refreshed.body.data.token })).statusCode).toBe(200);
    const after = await b('POST', '/api/user/refresh.json', undefined, { cookies: { rt: rtCookie(refreshed) } });
    expect(after.statusCode).toBe(401);
  });
});

describe('health and readiness', () => {
  it('/health answers while alive; /ready answers 503 with a Vietnamese message once draining', async () => {
    const a = apps[0]!;
    expect((await a.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' });
    a.draining = true;
    try {
      const res = await a.inject({ method: 'GET', url: '/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ problems: ['shutting down'], message: 'Máy chủ chưa sẵn sàng, vui lòng thử lại sau giây lát' });
      expect(res.headers['cache-control']).toBe('no-store');
    } finally {
      a.draining = false;
    }
  });
});
