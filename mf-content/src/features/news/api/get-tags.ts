import { ENDPOINTS, apiGet } from '@edu/shared/core';
import { isApiSlug } from '../../../lib/slug-query';
import { useQuery } from '../../../lib/use-query';

export interface TagVm {
  name: string;
  slug: string;
  postCount: number;
}

interface TagDto {
  id: number;
  name: string;
  slug: string;
  post_count?: number;
}

const toTag = (t: TagDto): TagVm => ({ name: t.name, slug: t.slug, postCount: t.post_count ?? 0 });

export async function getTags(signal?: AbortSignal): Promise<TagVm[]> {
  return (await apiGet<TagDto[]>(ENDPOINTS.tags, undefined, { signal })).map(toTag);
}

export async function getTag(slug: string, signal?: AbortSignal): Promise<TagVm> {
  return toTag((await apiGet<{ tag: TagDto }>(ENDPOINTS.tags, { slug }, { signal })).tag);
}

export function useTags() {
  return useQuery(['tags'], (signal) => getTags(signal), { staleMs: 10 * 60_000 });
}

export function useTag(slug: string) {
  return useQuery(['tag', slug], (signal) => getTag(slug, signal), { enabled: isApiSlug(slug) });
}
