import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { listFiles } from './hash-tree';

/**
 * Brotli (quality 11) and gzip (level 9) copies written beside each text asset of a build, once, at build
 * time: the edges send them as they are (nginx `gzip_static` / `brotli_static`, the local edge likewise)
 * instead of compressing every response — and brotli at its best setting is too slow to do per request.
 * Source maps, HTML templates and the server build are left alone; files under 1 KB gain nothing.
 */
const COMPRESSIBLE = /\.(js|mjs|css|json|svg|txt)$/;
const MIN_BYTES = 1024;

export function precompress(dir: string): { files: number; raw: number; br: number; gzip: number } {
  const totals = { files: 0, raw: 0, br: 0, gzip: 0 };
  for (const rel of listFiles(dir, (r) => r === 'server' || r.startsWith('server/'))) {
    if (!COMPRESSIBLE.test(rel)) continue;
    const file = path.join(dir, rel);
    const raw = fs.readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(raw, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
    });
    const gzip = zlib.gzipSync(raw, { level: 9 });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gzip);
    totals.files += 1;
    totals.raw += raw.length;
    totals.br += br.length;
    totals.gzip += gzip.length;
  }
  return totals;
}
