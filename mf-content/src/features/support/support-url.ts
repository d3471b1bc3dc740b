import { queryToSlug } from '@edu/shared/core';

/** Support routes: home (?category=), article, and search results (/ho-tro-khach-hang/tim-kiem/{slug}?page=). */
export const SUPPORT_HOME = '/ho-tro-khach-hang';
export const SUPPORT_PAGE_SIZE = 20;
const MAX_CATEGORY = 100;

export const supportArticleHref = (slug: string) => `${SUPPORT_HOME}/${encodeURIComponent(slug)}`;

/** '/ho-tro-khach-hang/tim-kiem/qu%C3%AAn-m%E1%BA%ADt-kh%E1%BA%A9u?page=2'; null for a blank query. */
export function supportSearchHref(query: string, page = 1): string | null {
  const slug = queryToSlug(query);
  if (!slug) return null;
  return `${SUPPORT_HOME}/tim-kiem/${slug}${page > 1 ? `?page=${page}` : ''}`;
}

/** A category name from the URL (free text in the API, e.g. 'Thanh toán'); blank or too long → null. */
export function parseSupportCategory(raw: string | null): string | null {
  const value = (raw ?? '').trim();
  return value && value.length <= MAX_CATEGORY ? value : null;
}

export function supportCategoryHref(category: string | null): string {
  return category ? `${SUPPORT_HOME}?${new URLSearchParams({ category }).toString()}` : SUPPORT_HOME;
}

export interface SupportArticleLink {
  id: number;
  title: string;
  href: string;
  category: string;
}

/** Articles grouped by category, in the order the API sent them (it orders by category, then index). */
export function groupByCategory<T extends { category: string }>(items: T[]): Array<{ category: string; items: T[] }> {
  const groups: Array<{ category: string; items: T[] }> = [];
  for (const item of items) {
    const name = item.category?.trim() || 'Khác';
    let group = groups.find((g) => g.category === name);
    if (!group) {
      group = { category: name, items: [] };
      groups.push(group);
    }
    group.items.push(item);
  }
  return groups;
}
