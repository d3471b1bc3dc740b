export const VIDEO_QUALITIES = [240, 360, 480, 720, 1080] as const;
export type VideoQuality = (typeof VIDEO_QUALITIES)[number];

export interface VideoSourceInput {
  youtube?: string | null;
  adaptive_link?: string | null;
  links?: Partial<Record<VideoQuality, string | null>> | null;
}

export type VideoSources = { kind: 'youtube'; url: string } | { kind: 'adaptive'; url: string; qualities: { quality: VideoQuality; url: string }[] };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_URL =
  /^https?:\/\/(?:www\.|m\.)?(?:youtube\.com\/(?:watch\?(?:.*&)?v=|embed\/|shorts\/|live\/)|youtube-nocookie\.com\/embed\/|youtu\.be\/)([A-Za-z0-9_-]{11})(?:[?&#/]|$)/;

/** An 11-character YouTube id from an id or a YouTube URL; null for anything else. */
export function youtubeId(value: string | null | undefined): string | null {
  const v = value?.trim() ?? '';
  if (YOUTUBE_ID.test(v)) return v;
  return YOUTUBE_URL.exec(v)?.[1] ?? null;
}

/**
 * head + path + after for a stored path (one slash kept at the join); an absolute http(s) URL is
 * used as is; any other scheme or a blank path → null.
 */
export function videoUrl(path: string | null | undefined, cfg: { head: string; after: string }): string | null {
  const p = path?.trim() ?? '';
  if (!p) return null;
  if (/^https?:\/\//i.test(p)) return p;
  if (/^[a-z][a-z0-9+.-]*:/i.test(p) || p.startsWith('//')) return null;
  const joined = cfg.head.endsWith('/') && p.startsWith('/') ? cfg.head + p.slice(1) : cfg.head + p;
  return joined + cfg.after;
}

/**
 * Precedence: a valid YouTube id (or YouTube URL) wins → privacy-enhanced embed URL; otherwise the
 * adaptive stream with the per-quality files present (ascending). Without adaptive_link the highest
 * quality file is the main URL. Nothing playable → null.
 */
export function buildVideoSources(source: VideoSourceInput, cfg: { head: string; after: string }): VideoSources | null {
  const id = youtubeId(source.youtube);
  if (id) return { kind: 'youtube', url: `https://www.youtube-nocookie.com/embed/${id}` };

  const qualities = VIDEO_QUALITIES.flatMap((quality) => {
    const url = videoUrl(source.links?.[quality], cfg);
    return url ? [{ quality, url }] : [];
  });
  const url = videoUrl(source.adaptive_link, cfg) ?? qualities[qualities.length - 1]?.url;
  return url ? { kind: 'adaptive', url, qualities } : null;
}
