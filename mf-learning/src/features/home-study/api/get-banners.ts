import { PLACEMENT } from '@edu/shared/core';
import { fetchBanners, toBannerView, type BannerView } from '@edu/shared/media';
import { useQuery } from '../../../lib/use-query';

export async function getHomeStudyBanners(signal?: AbortSignal): Promise<BannerView[]> {
  return (await fetchBanners(PLACEMENT.HOME_STUDY, signal)).map(toBannerView);
}

/** Banners of the home-study placement (SPEC §3 code 27). */
export function useHomeStudyBanners() {
  return useQuery(['banners', PLACEMENT.HOME_STUDY], getHomeStudyBanners, { staleMs: 5 * 60_000 });
}
