/**
 * `tsx ops/src/cli/compile-install.ts <pruned install> [api|ops]`: the images' build step (api/Dockerfile,
 * ops/Dockerfile.ssr) — the install's TypeScript compiled to JavaScript in place (ops/src/build/compile-install.ts).
 */
import path from 'node:path';
import { compileInstall } from '../build/compile-install';

const [dir, toolsFrom] = process.argv.slice(2);
if (!dir) {
  console.error('usage: compile-install.ts <pruned install folder> [api|ops]');
  process.exit(2);
}
compileInstall(path.resolve(dir), toolsFrom).then(
  (r) => console.log(`✓ ${r.files} TypeScript files compiled to JavaScript (${r.packages.join(', ')})`),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
