import { ENDPOINTS, apiGet } from '@edu/shared/core';
import { formatDay } from '@edu/shared/dates';
import type { SortOrder } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';

/** The fields the search page reads from post.json (the API's Post DTO has more). */
interface PostItemDto {
  id: number;
  title: string;
  slug: string;
  summary?: string | null;
  published_at?: string | null;
}

export interface PostHit {
  id: number;
  title: string;
  href: string;
  summary: string;
  date: string;
}

export function toPostHit(p: PostItemDto): PostHit {
  return {
    id: p.id,
    title: p.title,
    href: `/tin-tuc/${encodeURIComponent(p.slug)}`,
    summary: p.summary ?? '',
    date: formatDay(p.published_at),
  };
}

export const POST_HITS = 5;

export async function searchPosts(q: string, sort: SortOrder, signal?: AbortSignal): Promise<PostHit[]> {
  const data = await apiGet<{ items?: PostItemDto[] } | PostItemDto[]>(ENDPOINTS.posts, { q, sort, page: 1, page_size: POST_HITS }, { signal });
  const items = Array.isArray(data) ? data : (data?.items ?? []);
  return items.slice(0, POST_HITS).map(toPostHit);
}

export function useSearchPosts(q: string, sort: SortOrder) {
  return useQuery(['posts', q, sort], (signal) => searchPosts(q, sort, signal), { enabled: q !== '' });
}
