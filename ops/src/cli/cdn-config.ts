/**
 * Writes ops/nginx/cdn.conf (the CDN stand-in's nginx) from ops/src/edge/cdn-rules.ts, after a change to the rules:
 *   pnpm exec tsx ops/src/cli/cdn-config.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderCdnConf } from '../edge/cdn-config';
import { ROOT } from '../paths';

fs.writeFileSync(path.join(ROOT, 'ops/nginx/cdn.conf'), renderCdnConf());
console.log('✓ ops/nginx/cdn.conf written from ops/src/edge/cdn-rules.ts');
