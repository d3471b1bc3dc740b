import { ENDPOINTS, apiGet } from '@edu/shared/core';
import type { Paginated, SupportArticle } from '@edu/shared/core';
import { totalPagesOf } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';
import { supportArticleHref, SUPPORT_PAGE_SIZE, type SupportArticleLink } from '../support-url';

export interface SupportQuery {
  page: number;
  page_size?: number;
  q?: string;
  category?: string;
}

export interface SupportPage {
  items: SupportArticleLink[];
  total: number;
  totalPages: number;
}

export const toArticleLink = (a: SupportArticle): SupportArticleLink => ({
  id: a.id,
  title: a.title,
  href: supportArticleHref(a.slug),
  category: a.category,
});

export async function getSupportArticles(query: SupportQuery, signal?: AbortSignal): Promise<SupportPage> {
  const pageSize = query.page_size ?? SUPPORT_PAGE_SIZE;
  const data = await apiGet<Paginated<SupportArticle>>(ENDPOINTS.support, { ...query, page_size: pageSize }, { signal });
  const items = (data?.items ?? []).map(toArticleLink);
  const total = Number(data?.total ?? items.length) || 0;
  return { items, total, totalPages: totalPagesOf(total, pageSize) };
}

export function useSupportArticles(query: SupportQuery, enabled = true) {
  return useQuery(['support', query], (signal) => getSupportArticles(query, signal), { keepPreviousData: true, enabled });
}
