import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface LocalPostgres {
  url: string;
  stop(): void;
}

/**
 * A throwaway Debian PostgreSQL (initdb + pg_ctl) on a loopback port, trust auth, for the benchmark and for
 * running the API tests against real PostgreSQL. initdb refuses root, so it runs as `postgres` when we are root.
 * With `keepDir` the cluster lives there and outlives stop() (made once, started again by the next run: the
 * scale bench seeds a million courses once and measures them many times).
 */
export function startLocalPostgres(port = 54329, opts: { keepDir?: string; sharedBuffers?: string } = {}): LocalPostgres {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) throw new Error(`PostgreSQL not found in ${BIN}`);
  const dir = opts.keepDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'edu-pg-'));
  fs.mkdirSync(dir, { recursive: true });
  const fresh = !fs.existsSync(path.join(dir, 'PG_VERSION'));
  const asPg = process.getuid?.() === 0;
  if (asPg) execFileSync('chown', ['postgres:postgres', dir]);
  const run = (cmd: string, args: string[]) => {
    const full = asPg ? (['runuser', ['-u', 'postgres', '--', path.join(BIN, cmd), ...args]] as const) : ([path.join(BIN, cmd), args] as const);
    const r = spawnSync(full[0], full[1] as string[], { encoding: 'utf8' });
    if (r.status !== 0) throw new Error(`${cmd} failed: ${r.stderr || r.stdout}`);
  };
  if (fresh) run('initdb', ['-D', dir, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  run('pg_ctl', [
    '-D',
    dir,
    '-w',
    '-l',
    path.join(dir, 'server.log'),
    'start',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c max_connections=200 -c shared_buffers=${opts.sharedBuffers ?? '256MB'} -c fsync=off -c synchronous_commit=off`,
  ]);
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dir, '-w', '-m', 'fast', 'stop']);
      } finally {
        if (!opts.keepDir) fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** `tsx api/scripts/local-postgres.ts <command…>`: runs the command with TEST_DATABASE_URL and DATABASE_URL set. */
if (require.main === module) {
  const pgServer = startLocalPostgres(Number(process.env.PG_PORT ?? 54329));
  const [cmd, ...args] = process.argv.slice(2);
  let status = 0;
  try {
    if (cmd) {
      status =
        spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, TEST_DATABASE_URL: pgServer.url, DATABASE_URL: pgServer.url } }).status ?? 1;
    } else {
      console.log(pgServer.url);
    }
  } finally {
    pgServer.stop();
  }
  process.exit(status);
}
