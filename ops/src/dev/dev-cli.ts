/**
 * `pnpm dev <remote> [--site URL] [--port N]`: a hot-reloading dev server for one remote, attached to a running
 * site of this platform (default the local `pnpm start`). Prints one line, `Open …`: a link that makes the
 * browser opening it load this remote from the dev server (shell and other remotes come from the site as
 * usual); nobody else sees it. See docs/squad-dev.md.
 */
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import { DEV_OVERRIDE_COOKIE, REMOTES } from '@edu/shared/platform';
import { ROOT } from '../paths';
import { checkPort, checkSingletons, checkSite, neededSingletons, PreflightError, remoteByName } from './preflight';

interface DevConfigModule {
  createDevRemoteConfig: (options: { dir: string; port: number }) => {
    config: webpack.Configuration & { devServer: WebpackDevServer.Configuration };
    origin: string;
  };
}
const { createDevRemoteConfig } = require('../../webpack/create-dev-config.cjs') as DevConfigModule;
/** The singletons of the publish contract (the dev server adds only React's entry points, which the shell has). */
const { sharedDeps } = require('../../webpack/shared-deps.cjs') as {
  sharedDeps: Record<string, { singleton?: boolean; requiredVersion?: string; version?: string }>;
};

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : args.find((a) => a.startsWith(`${name}=`))?.slice(name.length + 1);
}

/** 3301 for the first remote of the list, 3302 for the second…: two squads' servers side by side by default. */
const defaultPort = (dir: string) => 3301 + REMOTES.findIndex((r) => r.dir === dir);

async function main(args: string[]): Promise<void> {
  const remote = remoteByName(args.find((a) => !a.startsWith('--') && !/^\d+$/.test(a) && !/^https?:/.test(a)));
  const site = new URL(option(args, '--site') ?? 'http://localhost:3000').origin;
  const port = Number(option(args, '--port') ?? defaultPort(remote.dir));
  const provided = await checkSite(site);
  checkSingletons(remote, neededSingletons(sharedDeps), provided);
  await checkPort(port);

  const { config, origin } = createDevRemoteConfig({ dir: path.join(ROOT, remote.dir), port });
  const compiler = webpack(config);
  const firstBuild = new Promise<void>((resolve) => compiler.hooks.done.tap('pnpm-dev', () => resolve()));
  compiler.hooks.done.tap('pnpm-dev', (stats) => {
    const took = (stats.endTime ?? 0) - (stats.startTime ?? 0);
    if (stats.hasErrors()) {
      const errors = stats.toString({ all: false, errors: true, errorDetails: false, moduleTrace: false, colors: false });
      console.log(`✗ ${remote.dir}: lỗi biên dịch (cũng hiện trên trang)\n${errors.split('\n').slice(0, 30).join('\n')}`);
    } else console.log(`✓ ${remote.dir} đã biên dịch (${took} ms)`);
  });
  const server = new WebpackDevServer(config.devServer, compiler);
  await server.start();
  await firstBuild;
  const link = new URL('/', site);
  link.searchParams.set(DEV_OVERRIDE_COOKIE, `${remote.name}@${origin}`);
  console.log(`Open ${link.href}`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main(process.argv.slice(2)).catch((err: Error) => {
  console.error(`✗ ${err instanceof PreflightError ? err.message : (err.stack ?? err.message)}`);
  process.exit(err instanceof PreflightError ? 2 : 1);
});
