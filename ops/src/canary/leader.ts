import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { isAlive } from '../gate/queue';

/**
 * Which of the running canary controllers reads health and decides: one leader.
 * - Registry in PostgreSQL (REGISTRY_DATABASE_URL, several machines): a session advisory lock, held on the
 *   leader's own connection. A leader that dies or loses its connection drops it with the session, and the next
 *   controller to ask takes it on its next tick; nobody has to notice the death.
 * - Registry in a deploy folder (one machine): a lock file there naming the holder's pid, passed over once that
 *   process is gone (../gate/queue.ts's rule).
 * Leadership saves work and noise; it is not what keeps a decision single (./decisions.ts is).
 */
export interface Leadership {
  /** True while this controller leads (taking the lead when it is free); a leader's every hold is its heartbeat. */
  hold(): Promise<boolean>;
  release(): Promise<void>;
}

/** The leader's last heartbeat, for `canary --auto` to say who will decide (or that nobody looks). */
export interface Beat {
  controller: string;
  secondsAgo: number;
}

/** A leader's key in pg_locks: hashtext of this name. */
const LOCK_NAME = 'edu-canary-controller';
const BEAT_TABLE = 'ops_canary_controller';
const LOCK_FILE = '.canary-controller.lock';

export function pgLeadership(url: string, name: string, log: (line: string) => void): Leadership {
  let client: Client | null = null;
  let held = false;
  const drop = async (why: string) => {
    if (held) log(`canary controller: leadership lost (${why})`);
    held = false;
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
  return {
    async hold() {
      try {
        if (!client) {
          const c = new Client({ connectionString: url, connectionTimeoutMillis: 5000, application_name: 'edu-canary-controller' });
          // a connection that breaks between ticks: its next query fails, and the lock went with the session
          c.on('error', () => undefined);
          await c.connect();
          client = c;
        }
        if (!held) {
          const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [LOCK_NAME]);
          if (!rows[0]!.ok) return false;
          held = true;
          log('canary controller: leading (PostgreSQL advisory lock)');
          await client.query(
            `CREATE TABLE IF NOT EXISTS ${BEAT_TABLE} (id int PRIMARY KEY CHECK (id = 1), controller text NOT NULL, beat_at timestamptz NOT NULL)`,
          );
        }
        await client.query(
          `INSERT INTO ${BEAT_TABLE} (id, controller, beat_at) VALUES (1, $1, now()) ON CONFLICT (id) DO UPDATE SET controller = $1, beat_at = now()`,
          [name],
        );
        return true;
      } catch (error) {
        await drop((error as Error).message);
        return false;
      }
    },
    release: () => drop('stopped'),
  };
}

interface Holder {
  pid: number;
  host: string;
  id: string;
  since: string;
  name: string;
}

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null;
  }
}

export function fileLeadership(deployDir: string, name: string, log: (line: string) => void): Leadership {
  const file = path.join(deployDir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: os.hostname(), id: randomUUID(), since: new Date().toISOString(), name };
  const holder = () => readHolder(file);
  return {
    async hold() {
      const current = holder();
      if (current?.id === me.id) {
        const now = new Date();
        fs.utimesSync(file, now, now); // the heartbeat
        return true;
      }
      if (current && isAlive(current)) return false;
      // free, or its holder is gone: the file is replaced only by whoever creates it first
      if (current) fs.rmSync(file, { force: true });
      try {
        fs.mkdirSync(deployDir, { recursive: true });
        fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx' });
        log(`canary controller: leading (${file})`);
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
        throw error;
      }
    },
    async release() {
      if (holder()?.id === me.id) fs.rmSync(file, { force: true });
    },
  };
}

/** Who leads, and when it last looked: from PostgreSQL's heartbeat row, or the lock file (its holder alive, its mtime). */
export async function lastBeat(deployDir: string): Promise<Beat | null> {
  const url = process.env.REGISTRY_DATABASE_URL || undefined;
  if (!url) {
    const file = path.join(deployDir, LOCK_FILE);
    const holder = readHolder(file);
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!holder || !stat || !isAlive(holder)) return null;
    return { controller: holder.name, secondsAgo: Math.round((Date.now() - stat.mtimeMs) / 1000) };
  }
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 5000, application_name: 'edu-ops' });
  try {
    await client.connect();
    const { rows } = await client.query<{ controller: string; ago: number }>(
      `SELECT controller, extract(epoch FROM now() - beat_at)::float AS ago FROM ${BEAT_TABLE} WHERE id = 1`,
    );
    return rows[0] ? { controller: rows[0].controller, secondsAgo: Math.round(rows[0].ago) } : null;
  } catch {
    return null; // no table yet: no controller has ever led here
  } finally {
    await client.end().catch(() => undefined);
  }
}
