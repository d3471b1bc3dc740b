import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Pool } from 'pg';
import { verifyServerSignals } from '@edu/shared/server';
import { RemoteHealthRepository } from '../../../api/src/repositories/remote-health-repo';
import { visitorHash } from '../../../api/src/lib/health-beacon';
import { startCanaryController } from '../../src/canary/controller';
import { readState, updateRegistry } from '../../src/registry/store';
import { emptyRemote } from '../../src/registry/types';
import { createServerSignals } from '../../src/ssr/server-signals';
import { startOpsDatabase } from '../support/ops-database';

/**
 * Issue 29 item 1 at the decision level: the SSR service's renders of a canary and their failures reach the health
 * store (a real PostgreSQL, or PGlite behind its socket) through the service's signed reporter, and the canary
 * controller rolls the canary back on them with no browser beacon at all — the history naming the server's failures.
 * The API's two routes are stood in by their few lines over the real repository (the routes: api/test).
 */
const SECRET = 'suc-khoe-bi-mat-0123456789abcdefghijkl';
const ADMIN = 'quan-tri-bi-mat-0123456789';
const [LIVE, CANARY] = ['1.0.0-live', '1.0.0-canary'];

let db: Awaited<ReturnType<typeof startOpsDatabase>>;
let pool: Pool;
let api: http.Server;
let apiUrl: string;

beforeAll(async () => {
  db = await startOpsDatabase();
  pool = new Pool({ connectionString: db.url, max: 2 });
  const repo = new RemoteHealthRepository(pool);
  api = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', async () => {
      const url = new URL(req.url!, 'http://x');
      if (req.method === 'POST' && url.pathname === '/api/telemetry/server-signals.json') {
        const batch = verifyServerSignals(SECRET, JSON.parse(body));
        const counted = batch ? await repo.countServer(batch.signals.map(({ ip, ...s }) => ({ ...s, visitor: visitorHash(SECRET, ip) }))) : 0;
        return res.end(JSON.stringify({ data: { counted } }));
      }
      if (url.pathname === '/api/admin/remote_health.json' && req.headers.authorization === `Bearer ${ADMIN}`) {
        const minutes = Number(url.searchParams.get('minutes'));
        return res.end(JSON.stringify({ data: { minutes, versions: await repo.summary(minutes) } }));
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
}, 60_000); // a PGlite process and the migrations, on a shared machine
afterAll(async () => {
  await new Promise((resolve) => api.close(resolve));
  await pool.end();
  await db.stop();
});

async function seedCanary(dir: string, minVisitors = 3) {
  await updateRegistry(dir, (state) => {
    const remote = (state.remotes.mf_content = emptyRemote());
    for (const version of [LIVE, CANARY]) {
      remote.versions[version] = { version, publishedAt: '', publishedBy: 't', files: {}, integrity: `sha384-${version}`, exposes: [] };
    }
    remote.live = LIVE;
    const now = Date.now();
    remote.canary = {
      version: CANARY,
      percent: 50,
      auto: {
        id: `auto-${now}`,
        minLoads: 200,
        minVisitors,
        minAttempts: 5,
        maxExtraErrorRate: 0.02,
        startedAt: new Date(now - 1000).toISOString(),
        until: new Date(now + 600_000).toISOString(),
        by: 'squad-content',
        reason: 'thử trang giới thiệu mới',
      },
    };
  });
}

/** One tick of a controller on this deploy folder, then stopped (its own first tick included). */
async function decide(dir: string): Promise<string[]> {
  const lines: string[] = [];
  const controller = startCanaryController({ deployDir: dir, siteUrl: apiUrl, adminToken: ADMIN, tickMs: 60_000, log: (l) => lines.push(l) });
  await controller.tick();
  await controller.stop();
  return lines;
}

describe('server-side signals decide a canary', () => {
  it('every server render of the canary throws, no browser reports: rolled back, the history naming the server failures', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-signals-'));
    await seedCanary(dir);
    const ssr = createServerSignals({ apiOrigin: apiUrl, secret: SECRET, flushMs: 10, log: (m, e) => console.error(m, e) });
    // three learners, two pages each: the canary's server build throws every time; live renders fine
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3']) {
      for (let i = 0; i < 2; i += 1) {
        ssr.rendered({ remote: 'mf_content', version: CANARY, ip, path: '/gioi-thieu' }, 'ssr-render');
        ssr.rendered({ remote: 'mf_content', version: LIVE, ip, path: '/gioi-thieu' }, 'ok');
      }
    }
    await ssr.flush();
    await decide(dir);

    const state = readState(dir);
    expect(state.remotes.mf_content!.canary).toBeNull();
    expect(state.remotes.mf_content!.live).toBe(LIVE);
    const decided = state.audit.filter((a) => a.numbers);
    expect(decided.length).toBe(1);
    expect(decided[0]).toMatchObject({
      action: 'canary-clear',
      version: CANARY,
      reason:
        'auto: rolled back, server error rate 100.0 % against 0.0 % live, 6 render errors and 0 answers 5xx over 6 server renders, ' +
        'from 3 visitors (thử trang giới thiệu mới)',
      numbers: { loads: 0, errors: 0, visitors: 3, ssrRenders: 6, ssrErrors: 6, ssrErrorRate: 1, liveSsrErrorRate: 0 },
    });
  });

  it('the same failures from fewer visitors than the policy asks: no decision', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'server-signals-'));
    await seedCanary(dir, 5);
    const ssr = createServerSignals({ apiOrigin: apiUrl, secret: SECRET, flushMs: 10, log: () => undefined });
    for (let i = 0; i < 6; i += 1) ssr.rendered({ remote: 'mf_content', version: CANARY, ip: '198.51.100.9', path: '/gioi-thieu' }, 'ssr-5xx');
    await ssr.flush();
    await decide(dir);
    expect(readState(dir).remotes.mf_content!.canary).toMatchObject({ version: CANARY, percent: 50 });
    expect(readState(dir).audit.filter((a) => a.numbers)).toEqual([]);
  });
});
