import { ENDPOINTS, apiDelete, apiPatch } from '@edu/shared/core';

/** PATCH /api/user/subject/like.json { subject_id } */
export function likeSubject(subjectId: number): Promise<unknown> {
  return apiPatch(ENDPOINTS.subjectLike, { subject_id: subjectId });
}

/** DELETE /api/user/subject/like.json { subject_id } (body in config.data) */
export function unlikeSubject(subjectId: number): Promise<unknown> {
  return apiDelete(ENDPOINTS.subjectLike, { data: { subject_id: subjectId } });
}
