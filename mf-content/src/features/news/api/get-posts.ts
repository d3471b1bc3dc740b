import { ENDPOINTS, apiGet } from '@edu/shared/core';
import type { PostList } from '@edu/shared/core';
import { totalPagesOf } from '@edu/shared/core';
import { useQuery } from '../../../lib/use-query';
import type { PostListQuery } from '../news-url';
import { toPostCard, type PostCardVm } from '../post-vm';

export interface PostPage {
  items: PostCardVm[];
  total: number;
  page: number;
  totalPages: number;
}

export async function getPosts(query: PostListQuery, signal?: AbortSignal): Promise<PostPage> {
  const data = await apiGet<PostList>(ENDPOINTS.posts, { ...query }, { signal });
  const items = (data?.items ?? []).map(toPostCard);
  const total = Number(data?.total ?? items.length) || 0;
  return { items, total, page: data?.page ?? query.page, totalPages: totalPagesOf(total, data?.page_size ?? query.page_size) };
}

export function usePosts(query: PostListQuery) {
  return useQuery(['posts', query], (signal) => getPosts(query, signal), { keepPreviousData: true });
}
