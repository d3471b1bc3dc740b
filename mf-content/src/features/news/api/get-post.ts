import { ENDPOINTS, apiGet } from '@edu/shared/core';
import type { PostDetail } from '@edu/shared/core';
import { isApiSlug } from '../../../lib/slug-query';
import { useQuery } from '../../../lib/use-query';
import { toArticle } from '../post-vm';

export async function getPost(slug: string, signal?: AbortSignal) {
  const data = await apiGet<{ post: PostDetail }>(ENDPOINTS.postDetails, { slug }, { signal });
  return toArticle(data.post);
}

/** A slug the API could never match is not requested at all (the page shows 404). */
export function usePost(slug: string | null) {
  return useQuery(['post', slug], (signal) => getPost(slug ?? '', signal), { enabled: isApiSlug(slug) });
}
