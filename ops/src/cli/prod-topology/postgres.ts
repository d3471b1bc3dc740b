import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The production topology's own PostgreSQL 15 (Debian's), so its outage checks can stop and start the database
 * the API replicas use — never the one the caller's other tests share. As root (CI) it runs as `postgres`
 * (initdb refuses root). Null where Debian's PostgreSQL 15 is not installed: the outage checks are then skipped.
 */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PgCluster {
  url(database: string): string;
  start(): void;
  /** A fast shutdown: every connection is cut, as a crash or a failover would. */
  stop(): void;
  running(): boolean;
}

export function pgAvailable(): boolean {
  return fs.existsSync(path.join(PG_BIN, 'initdb'));
}

function asPostgres(cmd: string, args: string[]): void {
  const root = process.getuid?.() === 0;
  const res = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', path.join(PG_BIN, cmd), ...args], { encoding: 'utf8' })
    : spawnSync(path.join(PG_BIN, cmd), args, { encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${(res.stderr || res.stdout).slice(-1500)}`);
}

export function createPgCluster(dir: string, port: number): PgCluster {
  fs.mkdirSync(dir, { recursive: true });
  if (process.getuid?.() === 0) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const uid = Number(ids.stdout.trim());
    fs.chownSync(dir, uid, uid);
  }
  const data = path.join(dir, 'data');
  asPostgres('initdb', ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  let up = false;
  return {
    url: (database) => `postgres://app@127.0.0.1:${port}/${database}`,
    start() {
      asPostgres('pg_ctl', [
        '-D',
        data,
        '-w',
        '-l',
        path.join(dir, 'log'),
        'start',
        '-o',
        `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c max_connections=200`,
      ]);
      up = true;
    },
    stop() {
      asPostgres('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
      up = false;
    },
    running: () => up,
  };
}
