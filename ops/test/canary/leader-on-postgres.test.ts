import { Client } from 'pg';
import { describeWhere } from '@edu/shared/testing';
import { recordDecision, type Decision } from '../../src/canary/decisions';
import { lastBeat, pgLeadership } from '../../src/canary/leader';

/**
 * Canary controllers where the registry is PostgreSQL's (several machines): one leads by a session advisory
 * lock, the lock goes with a leader whose connection dies, and a decision is a row keyed by the auto canary's
 * id — the first one stands, whoever asks after. Real PostgreSQL (TEST_PG_URL): each controller is its own session.
 */
const pgUrl = process.env.TEST_PG_URL;
const numbers = { loads: 6, errors: 6, attempts: 6, visitors: 3, errorRate: 1, liveErrorRate: 0, controller: 'a' };
const decision = (kind: Decision['kind'], controller: string): Decision => ({
  autoId: `auto-${process.pid}-${Date.now()}`,
  remote: 'mf_content',
  version: '1.0.0-b',
  kind,
  why: `${kind} by ${controller}`,
  numbers: { ...numbers, controller },
});

describeWhere(Boolean(pgUrl), 'postgresql-only: needs TEST_PG_URL (PGlite has one session: no lock between controllers)')(
  'canary controllers on PostgreSQL',
  () => {
    let url: string;
    beforeAll(async () => {
      const dbName = `ops_canary_${Date.now()}`;
      const admin = new Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      url = pgUrl!.replace(/\/[^/]*$/, `/${dbName}`);
    });

    it('one leader at a time; a leader whose session dies hands over to the next that asks', async () => {
      const lines: string[] = [];
      const [a, b] = [pgLeadership(url, 'a', (l) => lines.push(`a: ${l}`)), pgLeadership(url, 'b', (l) => lines.push(`b: ${l}`))];
      try {
        expect(await a.hold()).toBe(true);
        expect(await b.hold()).toBe(false);
        expect(await a.hold()).toBe(true); // still leading on its next tick
        // what `canary --auto` tells the operator: who leads, and that it looked just now
        process.env.REGISTRY_DATABASE_URL = url;
        expect(await lastBeat('/nonexistent')).toEqual({ controller: 'a', secondsAgo: 0 });
        // the leader's machine dies: its backend goes, and the lock with it
        const admin = new Client({ connectionString: url });
        await admin.connect();
        await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'edu-canary-controller' AND pid IN (
        SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted)`);
        await admin.end();
        expect(await b.hold()).toBe(true);
        expect(await a.hold()).toBe(false); // it notices on its next tick: no longer the leader
        expect(await lastBeat('/nonexistent')).toMatchObject({ controller: 'b' });
        expect(lines).toEqual(
          expect.arrayContaining([
            'a: canary controller: leading (PostgreSQL advisory lock)',
            'b: canary controller: leading (PostgreSQL advisory lock)',
          ]),
        );
        expect(lines.some((l) => l.startsWith('a: canary controller: leadership lost'))).toBe(true);
      } finally {
        delete process.env.REGISTRY_DATABASE_URL;
        await a.release();
        await b.release();
      }
    });

    it('two controllers record different decisions for one canary at once: the first row stands for both', async () => {
      const promote = decision('promote', 'a');
      const rollback = { ...decision('rollback', 'b'), autoId: promote.autoId };
      const [fromA, fromB] = await Promise.all([recordDecision(url, promote), recordDecision(url, rollback)]);
      expect(fromA.kind).toBe(fromB.kind);
      expect(fromA.numbers.controller).toBe(fromB.numbers.controller);
      const client = new Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query('SELECT kind FROM ops_canary_decisions WHERE auto_id = $1', [promote.autoId]);
      await client.end();
      expect(rows).toEqual([{ kind: fromA.kind }]);
    });
  },
);
