import { apiGet } from '@edu/shared';
import type { Banner } from '@edu/shared';
import { ENDPOINTS } from '../../lib/endpoints';
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

/** Only http(s) and same-site paths are links; anything else (javascript:, //host) is dropped. */
export function bannerHref(link: unknown): { href: string | null; external: boolean } {
  if (typeof link !== 'string' || link.trim() === '') return { href: null, external: false };
  const l = link.trim();
  if (l.startsWith('/') && !l.startsWith('//')) return { href: l, external: false };
  if (/^https?:\/\//i.test(l)) return { href: l, external: true };
  return { href: null, external: false };
}

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
