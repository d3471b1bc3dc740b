import { fetchBanners, toBannerView, type BannerView } from '@edu/shared/media';
import { useQuery } from '../../lib/use-query';

export type BannerVm = BannerView;

export async function getBanners(placement: number, signal?: AbortSignal): Promise<BannerVm[]> {
  return (await fetchBanners(placement, signal)).map(toBannerView);
}

export function useBanners(placement: number | null) {
  return useQuery(['banners', placement], (signal) => getBanners(placement ?? 0, signal), { enabled: placement !== null, staleMs: 5 * 60_000 });
}
