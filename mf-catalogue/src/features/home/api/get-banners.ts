import { type Banner } from '@edu/shared/core';
import { fetchBanners, toBannerView, type BannerView } from '@edu/shared/media';
import { useQuery } from '../../../lib/use-query';

/** A home banner: shared's view of it, plus the background colour the hero paints behind it. */
export interface BannerVm extends BannerView {
  color: string | null;
}

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;

export function safeColor(value: unknown): string | null {
  return typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : null;
}

export function toBannerVm(b: Banner): BannerVm {
  return { ...toBannerView(b), color: safeColor(b.color) };
}

export async function getBanners(placement: number, signal?: AbortSignal): Promise<BannerVm[]> {
  return (await fetchBanners(placement, signal)).map(toBannerVm);
}

export function useBanners(placement: number) {
  return useQuery(['banners', placement], (signal) => getBanners(placement, signal), { staleMs: 5 * 60_000 });
}
