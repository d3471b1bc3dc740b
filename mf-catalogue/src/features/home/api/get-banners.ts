import { ENDPOINTS, apiGet, linkTarget } from '@edu/shared';
import type { Banner } from '@edu/shared';
import type { ImageView } from '../../../lib/course-view-model';
import { useQuery } from '../../../lib/use-query';

export interface BannerVm {
  id: number;
  title: string;
  image: ImageView;
  /** Same-site path ('/khoa-hoc/…') or an absolute URL opened in a new tab; null: not a link. */
  href: string | null;
  external: boolean;
  color: string | null;
}

const COLOR = /^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i;

export function safeColor(value: unknown): string | null {
  return typeof value === 'string' && COLOR.test(value.trim()) ? value.trim() : null;
}

/** The link rule is shared's (same-site path or http(s) URL); re-exported for this feature's tests. */
export const bannerHref = linkTarget;

export function toBannerVm(b: Banner): BannerVm {
  return {
    id: b.id,
    title: b.title ?? '',
    image: { src: b.image ?? '', width: b.width > 0 ? b.width : 1200, height: b.height > 0 ? b.height : 400 },
    ...bannerHref(b.link),
    color: safeColor(b.color),
  };
}

export async function getBanners(placement: number, signal?: AbortSignal): Promise<BannerVm[]> {
  const data = await apiGet<Banner[] | { items: Banner[] }>(ENDPOINTS.media, { placement }, { signal });
  const list = Array.isArray(data) ? data : (data?.items ?? []);
  return [...list].sort((a, b) => (a.index ?? 0) - (b.index ?? 0)).map(toBannerVm);
}

export function useBanners(placement: number) {
  return useQuery(['banners', placement], (signal) => getBanners(placement, signal), { staleMs: 5 * 60_000 });
}
