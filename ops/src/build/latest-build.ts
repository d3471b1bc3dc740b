import fs from 'node:fs';
import path from 'node:path';
import type { AppPackage } from '../paths';

/**
 * The version folder of the most recent build of a remote under `root` ('shell' for the shell), or null.
 * No webpack here: the first-start job reads the builds baked into its image with it (ops/src/deploy/first-start.ts).
 */
export function latestBuildIn(root: string, app: AppPackage): string | null {
  const dist = path.join(root, app.dir, 'dist');
  if (app.kind === 'shell') return fs.existsSync(path.join(dist, 'index.html')) ? 'shell' : null;
  const latest = path.join(dist, 'latest.json');
  if (!fs.existsSync(latest)) return null;
  const { version } = JSON.parse(fs.readFileSync(latest, 'utf8')) as { version: string };
  return fs.existsSync(path.join(dist, version, 'mf-manifest.json')) ? version : null;
}
