import { ENDPOINTS, apiGet, type PageData } from '@edu/shared/core';
import { toBannerView, type BannerView } from '@edu/shared/media';
import { useQuery } from '../../../lib/use-query';

/** The station page's slug among the API's home_study pages; the other home_study pages are the programmes. */
export const STATION_SLUG = 'station';

export interface HomeStudyPage {
  slug: string;
  title: string;
  content: string;
  meta: { title: string; description: string; keywords: string };
  banners: BannerView[];
  /** The other home-study programmes (never the station). */
  programmes: Array<{ slug: string; title: string }>;
}

/** GET /restapi/page/getpagedata?type=home_study&slug=… → a typed home-study page. */
export async function getHomeStudyPage(slug: string, signal?: AbortSignal): Promise<HomeStudyPage> {
  const d = await apiGet<PageData>(ENDPOINTS.pageData, { type: 'home_study', slug }, { signal });
  return {
    slug: d.page.slug,
    title: d.page.title,
    content: d.page.content ?? '',
    meta: {
      title: d.meta?.title || d.page.title,
      description: d.meta?.description || d.page.meta_description || '',
      keywords: d.meta?.keywords || d.page.meta_keywords || '',
    },
    banners: (Array.isArray(d.banners) ? d.banners : []).map(toBannerView),
    programmes: (d.siblings ?? [])
      .filter((s) => s.type === 'home_study' && s.slug !== STATION_SLUG)
      .map(({ slug: s, title }) => ({ slug: s, title })),
  };
}

export function useHomeStudyPage(slug: string | null) {
  return useQuery(['home-study', slug], (signal) => getHomeStudyPage(slug!, signal), { enabled: slug !== null, staleMs: 5 * 60_000 });
}
