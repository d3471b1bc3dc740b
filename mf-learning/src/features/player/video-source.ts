import type { VideoQuality, VideoSources } from '@edu/shared/video';

export type AdaptiveSources = Extract<VideoSources, { kind: 'adaptive' }>;
export type QualityChoice = 'auto' | `${VideoQuality}`;

export interface QualityOption {
  value: QualityChoice;
  label: string;
  url: string;
}

export const QUALITY_STORAGE_KEY = 'edu:learning:quality';

/** 'Tự động' (the adaptive stream) when it is not just one of the files, then every quality present, ascending. */
export function qualityOptions(sources: AdaptiveSources): QualityOption[] {
  const files = sources.qualities.map((q) => ({ value: String(q.quality) as QualityChoice, label: `${q.quality}p`, url: q.url }));
  const auto = files.some((f) => f.url === sources.url) ? [] : [{ value: 'auto' as const, label: 'Tự động', url: sources.url }];
  return [...auto, ...files];
}

/**
 * The option to play: the learner's preference when this lesson has it; else the closest lower
 * quality; else 'Tự động' or the first option.
 */
export function pickQuality(options: readonly QualityOption[], preferred: string | null): QualityOption | null {
  const exact = options.find((o) => o.value === preferred);
  if (exact) return exact;
  const wanted = Number(preferred);
  if (Number.isFinite(wanted) && wanted > 0) {
    const lower = options.filter((o) => o.value !== 'auto' && Number(o.value) <= wanted).pop();
    if (lower) return lower;
  }
  return options.find((o) => o.value === 'auto') ?? options[0] ?? null;
}
