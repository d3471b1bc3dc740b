import { ENDPOINTS, apiGet } from '@edu/shared/core';
import type { Category } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';
import { toCategoryTree } from '../category-tree';

const TAXONOMY_STALE_MS = 10 * 60_000;

export async function getCategories(signal?: AbortSignal): Promise<Category[]> {
  const data = await apiGet<Category[] | { items: Category[] }>(ENDPOINTS.categories, undefined, { signal });
  return toCategoryTree(Array.isArray(data) ? data : (data?.items ?? []));
}

export function useCategories() {
  return useQuery(['categories'], getCategories, { staleMs: TAXONOMY_STALE_MS });
}
