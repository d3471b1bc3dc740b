import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from '../paths';

/** Starts the built site (edge + API on a fresh embedded database) on `port` for a measurement. */
export async function startSite(
  port: number,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<{
  url: string;
  deployDir: string;
  /** its embedded database's URL is in <dataDir>/pglite.url (deploy tokens) */ dataDir: string;
  stop: () => void;
}> {
  const runDir = path.join(os.tmpdir(), `edu-bench-${process.pid}-${Date.now()}`);
  const child: ChildProcess = spawn(process.execPath, [...process.execArgv, path.join(ROOT, 'ops/src/cli/start.ts'), '--no-build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      API_PORT: String(port + 1),
      DEPLOY_DIR: path.join(runDir, 'deploy'),
      DATA_DIR: path.join(runDir, 'data'),
      // Development mode (the sandbox gateway, demo data), quiet logs: what `pnpm start` serves.
      LOG_LEVEL: 'warn',
      ...extraEnv,
    },
  });
  const url = `http://localhost:${port}`;
  const started = Date.now();
  while (Date.now() - started < 180_000) {
    if (child.exitCode != null) throw new Error(`the site exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/api/settings.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, deployDir: path.join(runDir, 'deploy'), dataDir: path.join(runDir, 'data'), stop: () => child.kill('SIGTERM') };
    await new Promise((r) => setTimeout(r, 300));
  }
  child.kill('SIGTERM');
  throw new Error('the site did not start within 180 s');
}
