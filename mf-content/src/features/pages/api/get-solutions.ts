import { ENDPOINTS, apiGet } from '@edu/shared/core';
import type { NavigationItem } from '@edu/shared/core';
import { isNotFound } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';
import { CONTENT_TYPES } from '@edu/shared/core';
import { pageHref, type ContentPageVm, type PageLink } from '../page-data';
import { getPageData } from './get-page-data';

export interface SolutionIndex {
  /** A landing page at /giai-phap when the CMS has one. */
  landing: ContentPageVm | null;
  solutions: PageLink[];
}

const SOLUTIONS_PATH = '/giai-phap';

/** The first '/giai-phap/{slug}' the header menu links to, if any. */
export function firstSolutionLink(menu: NavigationItem[]): string | null {
  const stack = [...menu];
  while (stack.length) {
    const item = stack.shift()!;
    if (/^\/giai-phap\/[A-Za-z0-9_/-]+$/.test(item.link ?? '')) return item.link;
    stack.push(...(item.childs ?? []));
  }
  return null;
}

/** A page plus its siblings is every page of its type, ordered as the API sends them (by id). */
export function allOfType(page: ContentPageVm): PageLink[] {
  const self: PageLink = { title: page.title, slug: page.slug, href: pageHref(page.type, page.slug), description: page.meta.description };
  return [self, ...page.siblings];
}

/**
 * The solutions list. getpagedata has no "list of a type" call: it answers /giai-phap when a
 * landing page exists; otherwise one solution page (found through the header menu) brings its
 * siblings, which together are every solution page.
 */
export async function getSolutions(signal?: AbortSignal): Promise<SolutionIndex> {
  try {
    const landing = await getPageData(SOLUTIONS_PATH, signal);
    if (landing.type === CONTENT_TYPES.SOLUTION && landing.slug !== 'giai-phap') return { landing: null, solutions: allOfType(landing) };
    return { landing, solutions: landing.siblings };
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const menu = await apiGet<NavigationItem[]>(ENDPOINTS.navigation, { menu: 'header' }, { signal });
  const link = firstSolutionLink(menu ?? []);
  if (!link) return { landing: null, solutions: [] };
  return { landing: null, solutions: allOfType(await getPageData(link, signal)) };
}

export function useSolutions() {
  return useQuery(['solutions'], (signal) => getSolutions(signal), { staleMs: 5 * 60_000 });
}
