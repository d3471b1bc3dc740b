import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * A PostgreSQL server of a test's own (Debian's binaries: initdb + pg_ctl), so the test may stop and
 * start it — something it must never do to the shared test database. As root (CI) the server runs as the
 * `postgres` user. Null where the binaries are not installed.
 */
export interface PrivatePostgres {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

const BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres | null> {
  if (!fs.existsSync(path.join(BIN, 'initdb'))) return null;
  const root = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'private-pg-'));
  if (root) execFileSync('chown', ['postgres:', dir]);
  const run = (tool: string, args: string[]) =>
    execFileSync(root ? 'runuser' : path.join(BIN, tool), root ? ['-u', 'postgres', '--', path.join(BIN, tool), ...args] : args, { stdio: 'pipe' });
  const port = await freePort();
  const data = path.join(dir, 'data');
  run('initdb', ['-D', data, '-U', 'app', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const start = () =>
    run('pg_ctl', ['-D', data, '-w', '-l', path.join(dir, 'log'), 'start', '-o', `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`]);
  const stop = () => run('pg_ctl', ['-D', data, '-w', '-m', 'fast', 'stop']);
  start();
  return {
    url: `postgres://app@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
