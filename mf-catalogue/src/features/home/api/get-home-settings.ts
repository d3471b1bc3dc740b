import { ENDPOINTS, apiGet, COLOR_BANNER_HOME } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';
import { safeColor } from './get-banners';

export interface HomeSettings {
  /** Background behind the home hero banners (settings key COLOR_BANNER_HOME). */
  bannerColor: string | null;
}

export async function getHomeSettings(signal?: AbortSignal): Promise<HomeSettings> {
  const data = await apiGet<Record<string, unknown>>(ENDPOINTS.settings, undefined, { signal });
  return { bannerColor: safeColor(data?.[COLOR_BANNER_HOME]) };
}

export function useHomeSettings() {
  return useQuery(['settings', 'home'], getHomeSettings, { staleMs: 10 * 60_000 });
}
