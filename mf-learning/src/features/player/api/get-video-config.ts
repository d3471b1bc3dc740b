import { ENDPOINTS, apiGet, getRuntimeConfig, type PublicSettings, type VideoConfig } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

/** Video head / after strings: settings.json's `video`, else the runtime config's (SPEC §3 "Video source"). */
export async function getVideoConfig(signal?: AbortSignal): Promise<VideoConfig> {
  const fallback = getRuntimeConfig().video;
  try {
    const settings = await apiGet<PublicSettings>(ENDPOINTS.settings, undefined, { signal });
    return { head: settings.video?.head ?? fallback.head, after: settings.video?.after ?? fallback.after };
  } catch {
    return fallback;
  }
}

export function useVideoConfig(enabled: boolean) {
  return useQuery(['settings', 'video'], getVideoConfig, { enabled, staleMs: 30 * 60_000 });
}
