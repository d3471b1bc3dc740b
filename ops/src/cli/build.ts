/**
 * `pnpm build [app…] [--force]`: builds the shell and remotes whose inputs changed.
 * With several apps it runs them in child processes, two at a time (the machine has 2 cores).
 * With one app it builds in-process: `pnpm --filter @edu/mf-catalogue build` builds that remote alone.
 */
import { spawn } from 'node:child_process';
import { APPS, ROOT, findApp, type AppPackage } from '../paths';
import { buildApp, isUpToDate } from '../build/build-app';

const args = process.argv.slice(2);
const force = args.includes('--force');
const named = args.filter((a) => !a.startsWith('--'));
const apps = named.length ? named.map(findApp) : APPS;

function buildInChild(app: AppPackage): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...process.execArgv, __filename, app.dir, '--force'], { cwd: ROOT, stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`build of ${app.dir} failed (exit ${code})`))));
  });
}

async function main() {
  const todo = apps.filter((app) => force || !isUpToDate(app));
  for (const app of apps) if (!todo.includes(app)) console.log(`✓ ${app.dir} is up to date`);
  if (todo.length === 1) {
    const result = await buildApp(todo[0]!);
    console.log(`✓ built ${result.app.dir} ${result.version} in ${(result.ms / 1000).toFixed(1)} s`);
    return;
  }
  const concurrency = Number(process.env.BUILD_CONCURRENCY ?? 2);
  const queue = [...todo];
  await Promise.all(
    Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
      for (let app = queue.shift(); app; app = queue.shift()) await buildInChild(app);
    }),
  );
}

main().catch((err: Error) => {
  console.error(`✗ ${err.message}`);
  process.exit(1);
});
