import path from 'node:path';

/**
 * Encoder settings of the demo pictures (part of every picture's hash: changing one changes every URL).
 * AVIF at effort 2: ~35 % smaller than effort 0 for ~2.5× its time (~60 ms at 640 px on this 2-core machine);
 * effort 4 would save ~8 % more for ~6× the time.
 */
export const WEBP = { quality: 80, effort: 4 } as const;
export const AVIF = { quality: 52, effort: 2 } as const;
export const ENCODER_VERSION = `webp-q${WEBP.quality}e${WEBP.effort}.avif-q${AVIF.quality}e${AVIF.effort}`;

/** The default cache: api/.cache/demo-art (a checkout: beside the code; the Docker image: /app/.cache, the node user's). */
export const DEFAULT_ART_CACHE = path.resolve(__dirname, '..', '..', '..', '.cache', 'demo-art');
