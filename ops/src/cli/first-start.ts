/**
 * `node src/cli/first-start.js` (the first-start image's command; `tsx ops/src/cli/first-start.ts` in the repository):
 * a fresh machine's first start — the shell and the remotes built into the image (BUILDS_DIR, default the
 * repository's own builds) deployed to DEPLOY_DIR, the bucket (S3_*) and the registry (REGISTRY_DATABASE_URL), live
 * where nothing is; run again it changes nothing (ops/src/deploy/first-start.ts). Exits non-zero on failure.
 */
import path from 'node:path';
import { firstStart } from '../deploy/first-start';
import { deployDir, ROOT } from '../paths';
import { actor } from '../registry/actor';

// the history names the job (or OPS_USER, when the operator runs it by hand and says who they are)
const author = { by: process.env.OPS_USER ? actor() : 'first-start', reason: 'first start: the builds in the image' };

firstStart(deployDir(), path.resolve(process.env.BUILDS_DIR ?? ROOT), author).catch((error: Error) => {
  console.error(`✗ first start: ${error.message}`);
  process.exit(1);
});
