import path from 'node:path';
import { latestBuild } from '../build/build-app';
import { REMOTES, ROOT, SHELL } from '../paths';
import { deployShell, publishRemote } from '../registry/publish';
import { promote } from '../registry/pointers';
import { readRegistry } from '../registry/store';

/**
 * What `pnpm start` does after building: deploy the shell, publish each remote's latest build, and
 * make a version live only when it was just published or nothing is live yet — so a rollback an
 * operator made survives a restart.
 */
export async function deployLocalBuilds(deployDir: string, log: (line: string) => void = console.log): Promise<void> {
  if (!latestBuild(SHELL)) throw new Error('the shell is not built: run pnpm build');
  deployShell(deployDir, path.join(ROOT, SHELL.dir, 'dist'));
  for (const app of REMOTES) {
    const version = latestBuild(app);
    if (!version) {
      log(`! ${app.dir} is not built; its pages will show the retry card`);
      continue;
    }
    const outcome = await publishRemote(deployDir, app.name, path.join(ROOT, app.dir, 'dist', version), version);
    const live = (await readRegistry(deployDir)).remotes[app.name]?.live ?? null;
    if (outcome.kind === 'published' || !live) {
      await promote(deployDir, app.name, version);
      log(`✓ ${app.name}@${version} published and live`);
    } else {
      log(`✓ ${app.name}: live ${live}${live === version ? '' : ` (latest build ${version} is published, not live)`}`);
    }
  }
}
