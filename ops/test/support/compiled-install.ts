import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { compileInstall } from '../../src/build/compile-install';

const ROOT = path.resolve(__dirname, '..', '..', '..');

/**
 * What an image holds (api/Dockerfile, ops/Dockerfile.ssr): a pruned production install of one workspace package
 * (`pnpm deploy --prod`) compiled to JavaScript, with tsx taken out so a module that still needed it could not load.
 */
export async function compiledInstall(pkg: '@edu/api' | '@edu/ops', target: string): Promise<string> {
  const res = spawnSync('pnpm', ['--filter', pkg, 'deploy', '--prod', '--legacy', target], { cwd: ROOT, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`pnpm deploy of ${pkg} failed:\n${(res.stderr || res.stdout).slice(-2000)}`);
  await compileInstall(target, pkg === '@edu/api' ? 'api' : 'ops');
  fs.rmSync(path.join(target, 'node_modules', 'tsx'), { recursive: true, force: true });
  return target;
}
