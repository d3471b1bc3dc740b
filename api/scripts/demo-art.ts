/**
 * Draws every demo picture into the cache and reports: `pnpm --filter @edu/api art` (ART_CACHE_DIR to choose the
 * folder; `--cold` into an empty temporary folder, to time a first run).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createArtRenderer } from '../src/lib/demo-art/render';
import { DEFAULT_ART_CACHE } from '../src/lib/demo-art/settings';
import { warmDemoArt } from '../src/seed/demo-art-warm';

async function main(): Promise<void> {
  const cold = process.argv.includes('--cold');
  const dir = cold ? fs.mkdtempSync(path.join(os.tmpdir(), 'demo-art-')) : (process.env.ART_CACHE_DIR ?? DEFAULT_ART_CACHE);
  const concurrency = Number(process.env.ART_CONCURRENCY) || 2;
  const first = await warmDemoArt(createArtRenderer(dir, concurrency));
  const again = await warmDemoArt(createArtRenderer(dir, concurrency));
  console.log(
    `${first.renditions} renditions in ${dir}: ${first.drawn} drawn in ${(first.ms / 1000).toFixed(1)} s (${concurrency} at a time); again from the cache: ${again.drawn} drawn, ${again.ms} ms`,
  );
  // bytes per rendition: median over the pictures of each kind, by width and format
  const groups = new Map<string, number[]>();
  for (const [name, bytes] of first.sizes) {
    const [kind] = name.split('-');
    const [, , width, format] = name.split('.');
    const key = `${kind} ${width} ${format}`;
    groups.set(key, [...(groups.get(key) ?? []), bytes]);
  }
  const total = [...first.sizes.values()].reduce((a, b) => a + b, 0);
  for (const [key, list] of [...groups].sort()) {
    list.sort((a, b) => a - b);
    console.log(
      `${key.padEnd(20)} median ${String(list[list.length >> 1]).padStart(6)} B  max ${String(list.at(-1)).padStart(6)} B  (${list.length})`,
    );
  }
  console.log(`total ${(total / 1024 / 1024).toFixed(1)} MB`);
  if (cold) fs.rmSync(dir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
