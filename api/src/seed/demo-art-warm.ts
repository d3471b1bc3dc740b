import { ART_FORMATS, ART_KINDS, artFileName, type ArtRendition } from '@edu/shared';
import { composeArt } from '../lib/demo-art/compose';
import type { ArtRenderer } from '../lib/demo-art/render';
import { allDemoArt, artHash, demoArtSpec } from './demo-art';

export interface WarmResult {
  renditions: number;
  drawn: number;
  ms: number;
  /** Bytes of each rendition, by file name. */
  sizes: Map<string, number>;
}

/**
 * Every rendition of every demo picture into the cache: what `pnpm start` does in the background (ART_WARM=1,
 * one encode at a time), and `pnpm --filter @edu/api art` in the foreground. A picture asked for meanwhile is
 * drawn on its request as usual.
 */
export async function warmDemoArt(renderer: ArtRenderer, shouldStop: () => boolean = () => false): Promise<WarmResult> {
  const t0 = Date.now();
  const sizes = new Map<string, number>();
  let drawn = 0;
  for (const { kind, id } of allDemoArt()) {
    const spec = demoArtSpec(kind, id)!;
    const hash = artHash(spec);
    let svg: string | null = null;
    for (const width of ART_KINDS[kind].widths) {
      for (const format of ART_FORMATS) {
        if (shouldStop()) return { renditions: sizes.size, drawn, ms: Date.now() - t0, sizes };
        const r: ArtRendition = { kind, id, hash, width, format };
        const { data, cached } = await renderer.get(r, () => (svg ??= composeArt(spec)));
        if (!cached) drawn++;
        sizes.set(artFileName(r), data.length);
      }
    }
  }
  return { renditions: sizes.size, drawn, ms: Date.now() - t0, sizes };
}
