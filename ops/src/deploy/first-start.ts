import fs from 'node:fs';
import path from 'node:path';
import { latestBuildIn } from '../build/latest-build';
import { hashTree } from '../build/hash-tree';
import { REMOTES, SHELL } from '../paths';
import { promote } from '../registry/pointers';
import { deployShell, publishRemote } from '../registry/publish';
import { readRegistry } from '../registry/store';
import type { ChangeAuthor } from '../registry/types';

/**
 * The first-start job (ops/src/cli/first-start.ts): what a fresh machine needs before it serves, from the builds baked into the image
 * (BUILDS_DIR: shell/dist, shell/dist-server, <remote>/dist/<version>). docker-compose runs it as the
 * `first-start` service before the edge, SSR and the console; Kubernetes as deploy/base/first-start-job.yaml.
 *
 * It only ever fills what is missing, so it may run at every start:
 *  - the shell into the deploy folder, swapped only when its files differ from the image's;
 *  - app-config.json there, when there is none;
 *  - each remote's build published to the bucket and the registry (a version already published is left as it is),
 *    and made live only where the remote has nothing live. Where something is live it stays: an operator's later
 *    promote or rollback is never undone, and a newer build in a newer image goes live by `pnpm ops promote`,
 *    through the render check, like any other version.
 * Every build is checked first: one missing fails the job before anything changes.
 */
interface FirstStartReport {
  shell: 'deployed' | 'unchanged';
  remotes: Array<{ name: string; version: string; published: boolean; madeLive: boolean; live: string }>;
  /** Whether this run changed anything (the deploy folder, the bucket or the registry). */
  changed: boolean;
}

const DEFAULT_APP_CONFIG = { apiBaseUrl: '', registryPollMs: 30_000 };

/** Whether `target` already holds exactly the files of `source` (the build's stamp aside). */
function sameFiles(source: string, target: string): boolean {
  if (!fs.existsSync(source)) return !fs.existsSync(target);
  return fs.existsSync(target) && hashTree(source, (rel) => rel === '.inputs').digest === hashTree(target).digest;
}

export async function firstStart(
  deployDir: string,
  buildsDir: string,
  author: ChangeAuthor,
  log: (line: string) => void = console.log,
): Promise<FirstStartReport> {
  const builds = REMOTES.map((app) => ({ app, version: latestBuildIn(buildsDir, app) }));
  const missing = [...(latestBuildIn(buildsDir, SHELL) ? [] : [SHELL.dir]), ...builds.filter((b) => !b.version).map((b) => b.app.dir)];
  if (missing.length) throw new Error(`no build of ${missing.join(', ')} in ${buildsDir} (the image is built with pnpm build): nothing was changed`);

  fs.mkdirSync(deployDir, { recursive: true });
  const shellDist = path.join(buildsDir, SHELL.dir, 'dist');
  const shellSame =
    sameFiles(shellDist, path.join(deployDir, 'shell')) &&
    sameFiles(path.join(buildsDir, SHELL.dir, 'dist-server'), path.join(deployDir, 'shell-server'));
  if (!shellSame) deployShell(deployDir, shellDist);
  log(shellSame ? '✓ shell: as deployed' : `✓ shell deployed to ${deployDir}`);
  let changed = !shellSame;
  const configFile = path.join(deployDir, 'app-config.json');
  if (!fs.existsSync(configFile)) {
    fs.writeFileSync(configFile, JSON.stringify(DEFAULT_APP_CONFIG));
    changed = true;
  }

  const remotes: FirstStartReport['remotes'] = [];
  for (const { app, version } of builds) {
    const buildDir = path.join(buildsDir, app.dir, 'dist', version!);
    const published = (await publishRemote(deployDir, app.name, buildDir, version!, undefined, author)).kind === 'published';
    const live = (await readRegistry(deployDir)).remotes[app.name]?.live ?? null;
    if (!live) await promote(deployDir, app.name, version!, author);
    remotes.push({ name: app.name, version: version!, published, madeLive: !live, live: live ?? version! });
    changed ||= published || !live;
    if (!live) log(`✓ ${app.name}@${version} ${published ? 'published and ' : ''}live`);
    else if (live === version) log(`✓ ${app.name}@${version}: ${published ? 'published; ' : ''}live`);
    else
      log(
        `✓ ${app.name}@${version} ${published ? 'published' : 'was published'}; live stays ${live}` +
          ` (to serve this one: pnpm ops promote ${app.name} ${version} --reason "…")`,
      );
  }
  log(changed ? '✓ first start done' : '✓ nothing to do: the shell, the remotes and the registry were as the image has them');
  return { shell: shellSame ? 'unchanged' : 'deployed', remotes, changed };
}
