import { ENDPOINTS, apiGet } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

export interface NewsCategory {
  id: number;
  parentId: number | null;
  name: string;
  slug: string;
  index: number;
}

interface PostCategoryDto {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  index?: number;
}

export function toNewsCategories(rows: PostCategoryDto[] | null | undefined): NewsCategory[] {
  return (rows ?? [])
    .map((r) => ({ id: r.id, parentId: r.parent_id ?? null, name: r.name, slug: r.slug, index: r.index ?? 0 }))
    .sort((a, b) => a.index - b.index || a.id - b.id);
}

/** Top-level categories, each followed by its children: the order of the category nav and select. */
export function orderedCategories(all: NewsCategory[]): Array<NewsCategory & { depth: number }> {
  const out: Array<NewsCategory & { depth: number }> = [];
  const known = new Set(all.map((c) => c.id));
  const walk = (parent: number | null, depth: number) => {
    for (const c of all.filter((x) => (x.parentId !== null && known.has(x.parentId) ? x.parentId : null) === parent)) {
      if (out.some((o) => o.id === c.id)) continue;
      out.push({ ...c, depth });
      if (depth < 5) walk(c.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}

export async function getPostCategories(signal?: AbortSignal): Promise<NewsCategory[]> {
  return toNewsCategories(await apiGet<PostCategoryDto[]>(ENDPOINTS.postCategories, undefined, { signal }));
}

export function usePostCategories() {
  return useQuery(['post-categories'], (signal) => getPostCategories(signal), { staleMs: 10 * 60_000 });
}
