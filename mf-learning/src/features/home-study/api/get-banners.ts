import { ENDPOINTS, apiGet, PLACEMENT, type Banner } from '@edu/shared';
import { useQuery } from '../../../lib/use-query';

export function getHomeStudyBanners(signal?: AbortSignal): Promise<Banner[]> {
  return apiGet<Banner[]>(ENDPOINTS.media, { placement: PLACEMENT.HOME_STUDY }, { signal }).then((rows) =>
    (Array.isArray(rows) ? rows : []).slice().sort((a, b) => a.index - b.index),
  );
}

/** Banners of the home-study placement (SPEC §3 code 27). */
export function useHomeStudyBanners() {
  return useQuery(['banners', PLACEMENT.HOME_STUDY], getHomeStudyBanners, { staleMs: 5 * 60_000 });
}
