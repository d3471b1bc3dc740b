import type { Banner } from '../dto';
// through the shared core, not relatively: this door is bundled into each app, the API client is one
import { apiGet, ENDPOINTS, linkTarget } from '@edu/shared/core';
import { withRenditions, type ImageSourceSet } from './art-renditions';

/** What a page shows of a banner: a size always reserved (no layout shift), a link only where it is safe. */
export interface BannerView {
  id: number;
  title: string;
  /** With srcSet (WebP) and sources (AVIF) when the picture has renditions (demo artwork). */
  image: { src: string; width: number; height: number; srcSet?: string; sources?: ImageSourceSet[] };
  /** Same-site path ('/khoa-hoc/…') or an absolute http(s) URL opened in a new tab; null: not a link. */
  href: string | null;
  external: boolean;
}

/** Banners in their placement order; the API answers a list or `{ items }`. */
export function sortBanners(list: Banner[] | { items?: Banner[] } | null | undefined): Banner[] {
  const rows = Array.isArray(list) ? list : (list?.items ?? []);
  return [...rows].sort((a, b) => (a.index ?? 0) - (b.index ?? 0));
}

/** The banners of one placement (SPEC §3 placement codes), in order. Used by every remote that shows banners. */
export async function fetchBanners(placement: number, signal?: AbortSignal): Promise<Banner[]> {
  return sortBanners(await apiGet<Banner[] | { items: Banner[] }>(ENDPOINTS.media, { placement }, { signal }));
}

/** An image without a size gets 1200×400, the placements' common ratio. */
export function toBannerView(b: Banner): BannerView {
  return {
    id: b.id,
    title: b.title ?? '',
    image: withRenditions({ src: b.image ?? '', width: b.width > 0 ? b.width : 1200, height: b.height > 0 ? b.height : 400 }),
    ...linkTarget(b.link),
  };
}
