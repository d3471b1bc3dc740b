import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { ART_KINDS, artFileName, type ArtRendition } from '@edu/shared';

import { AVIF, WEBP } from './settings';

/**
 * SVG → WebP / AVIF with sharp (libvips; prebuilt, no install script), kept in a content-addressed disk cache:
 * a rendition's file name holds the hash of its picture (api/src/seed/demo-art.ts), so a file in the cache is
 * never stale and is reused by every later run, test run and API process on the machine.
 */

/** One picture at one width and format. */
export async function encodeRendition(svg: string, r: Pick<ArtRendition, 'kind' | 'width' | 'format'>): Promise<Buffer> {
  const base = ART_KINDS[r.kind];
  const height = Math.round((r.width * base.height) / base.width);
  // drawn at the target size (the vector scaled by density), never enlarged from a small raster
  const image = sharp(Buffer.from(svg), { density: (72 * r.width) / base.width }).resize(r.width, height, { fit: 'fill' });
  return r.format === 'avif' ? image.avif(AVIF).toBuffer() : image.webp(WEBP).toBuffer();
}

export interface ArtRenderer {
  /** The rendition's bytes: from the cache, or drawn (once, however many ask at the same moment) and kept. */
  get(r: ArtRendition, svg: () => string): Promise<{ data: Buffer; cached: boolean }>;
  readonly cacheDir: string;
}

/** At most `concurrency` encodes at a time (the machine's cores stay free for requests). */
export function createArtRenderer(cacheDir: string, concurrency = 2): ArtRenderer {
  const inFlight = new Map<string, Promise<{ data: Buffer; cached: boolean }>>();
  let running = 0;
  const waiting: Array<() => void> = [];
  const slot = async () => {
    if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
  };
  const release = () => {
    running--;
    waiting.shift()?.();
  };

  async function produce(r: ArtRendition, svg: () => string): Promise<{ data: Buffer; cached: boolean }> {
    const file = path.join(cacheDir, artFileName(r));
    const hit = await fs.readFile(file).catch(() => null);
    if (hit) return { data: hit, cached: true };
    await slot();
    let data: Buffer;
    try {
      data = await encodeRendition(svg(), r);
    } finally {
      release();
    }
    // write-then-rename: a reader never sees half a file; a read-only disk only costs the next request a redraw
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await fs
      .mkdir(cacheDir, { recursive: true })
      .then(() => fs.writeFile(tmp, data))
      .then(() => fs.rename(tmp, file))
      .catch(() => fs.rm(tmp, { force: true }));
    return { data, cached: false };
  }

  return {
    cacheDir,
    get(r, svg) {
      const key = artFileName(r);
      let p = inFlight.get(key);
      if (!p) {
        p = produce(r, svg).finally(() => inFlight.delete(key));
        inFlight.set(key, p);
      }
      return p;
    },
  };
}
