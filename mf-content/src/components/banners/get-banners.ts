import { ENDPOINTS, apiGet, linkTarget } from '@edu/shared';
import type { Banner } from '@edu/shared';
import { useQuery } from '../../lib/use-query';
import type { ImageView } from '../ui/sized-image';

export interface BannerVm {
  id: number;
  title: string;
  image: ImageView;
  /** Same-site path or an absolute http(s) URL (opened in a new tab); null: not a link. */
  href: string | null;
  external: boolean;
}

/** The link rule is shared's (same-site path or http(s) URL); re-exported for this feature's tests. */
export const bannerHref = linkTarget;

export function toBannerVm(b: Banner): BannerVm {
  return {
    id: b.id,
    title: b.title ?? '',
    image: { src: b.image ?? '', width: b.width > 0 ? b.width : 1200, height: b.height > 0 ? b.height : 400 },
    ...bannerHref(b.link),
  };
}

/** Banners in their placement order (SPEC §3 placement codes). */
export function toBannerVms(list: Banner[] | null | undefined): BannerVm[] {
  return [...(list ?? [])].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).map(toBannerVm);
}

export async function getBanners(placement: number, signal?: AbortSignal): Promise<BannerVm[]> {
  const data = await apiGet<Banner[] | { items: Banner[] }>(ENDPOINTS.media, { placement }, { signal });
  return toBannerVms(Array.isArray(data) ? data : data?.items);
}

export function useBanners(placement: number | null) {
  return useQuery(['banners', placement], (signal) => getBanners(placement ?? 0, signal), { enabled: placement !== null, staleMs: 5 * 60_000 });
}
