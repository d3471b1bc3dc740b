import fs from 'node:fs';
import path from 'node:path';
import { requiredExposes, type RemoteName } from '@edu/shared/pages';

/**
 * A remote's build the publish gate accepts, written into `dir`: browser entry, manifest, a server build with every
 * expose the pages need, and one chunk (its text makes versions differ).
 */
export function writeRemoteBuild(dir: string, name: RemoteName, chunk = 'console.log("trang khóa học")'): string {
  const exposes = requiredExposes()[name];
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({ name, metaData: { remoteEntry: { name: 'remoteEntry.js' } }, exposes: exposes.map((e) => ({ name: `./${e}` })), shared: [] }),
  );
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '/* entry */');
  fs.writeFileSync(path.join(dir, 'page.0123456789.js'), chunk);
  fs.writeFileSync(
    path.join(dir, 'server', 'remoteEntry.js'),
    `module.exports = { get(m) { return ({ ${exposes.map((e) => `"./${e}": 1`).join(', ')} })[m]; } };`,
  );
  return dir;
}
