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
  /** True while this controller leads (taking the lead when it is free). */
  hold(): Promise<boolean>;
  release(): Promise<void>;
}

/** A leader's key in pg_locks: hashtext of this name. */
const LOCK_NAME = 'edu-canary-controller';

export function pgLeadership(url: string, log: (line: string) => void): Leadership {
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
        if (held) {
          await client.query('SELECT 1');
          return true;
        }
        const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [LOCK_NAME]);
        held = rows[0]!.ok;
        if (held) log('canary controller: leading (PostgreSQL advisory lock)');
        return held;
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
}

export function fileLeadership(deployDir: string, log: (line: string) => void): Leadership {
  const file = path.join(deployDir, '.canary-controller.lock');
  const me: Holder = { pid: process.pid, host: os.hostname(), id: randomUUID(), since: new Date().toISOString() };
  const holder = (): Holder | null => {
    try {
      return JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
    } catch {
      return null;
    }
  };
  return {
    async hold() {
      const current = holder();
      if (current?.id === me.id) return true;
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
