import { ENDPOINTS, apiPatch } from '@edu/shared/core';

export interface VoteResult {
  likes: number;
  dislikes: number;
  myVote: boolean;
}

/** 'Bài viết này có hữu ích?': one vote per user or IP; voting again changes it. */
export async function likeArticle(id: number, like: boolean): Promise<VoteResult> {
  const data = await apiPatch<{ id: number; likes: number; dislikes: number; my_vote: boolean }>(ENDPOINTS.supportLike, { id, like });
  return { likes: data.likes, dislikes: data.dislikes, myVote: data.my_vote ?? like };
}
