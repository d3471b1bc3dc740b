import { ENDPOINTS, apiGet } from '@edu/shared/core';
import type { SupportArticle } from '@edu/shared/core';
import { isApiSlug } from '../../../lib/slug-query';
import { useQuery } from '../../../lib/use-query';

export interface SupportArticleVm {
  id: number;
  title: string;
  category: string;
  html: string;
  likes: number;
  dislikes: number;
  myVote: boolean | null;
}

export function toSupportArticle(a: SupportArticle): SupportArticleVm {
  return {
    id: a.id,
    title: a.title,
    category: a.category ?? '',
    html: a.content ?? '',
    likes: a.likes ?? 0,
    dislikes: a.dislikes ?? 0,
    myVote: typeof a.my_vote === 'boolean' ? a.my_vote : null,
  };
}

export async function getSupportArticle(slug: string, signal?: AbortSignal): Promise<SupportArticleVm> {
  return toSupportArticle((await apiGet<{ article: SupportArticle }>(ENDPOINTS.supportDetails, { slug }, { signal })).article);
}

/** Not cached for long: the vote counters change. */
export function useSupportArticle(slug: string) {
  return useQuery(['support-article', slug], (signal) => getSupportArticle(slug, signal), {
    enabled: isApiSlug(slug),
    staleMs: 5_000,
    personal: true,
  });
}
