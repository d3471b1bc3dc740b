import { ENDPOINTS, apiPost } from '@edu/shared/core';
import { toRating } from '../../../lib/course-view-model';
import { invalidateQueries } from '../../../lib/use-query';

export interface VoteResult {
  rating: { value: number; count: number } | null;
  myVote: number;
}

/** POST course/vote.json {course_id, rate}; signed-in only. Rate is a whole 1–5. */
export async function voteCourse(courseId: number, rate: number): Promise<VoteResult> {
  const value = Math.min(5, Math.max(1, Math.round(rate)));
  const data = await apiPost<{ vote_rate?: number; vote_count?: number; my_vote?: number } | null>(ENDPOINTS.courseVote, {
    course_id: courseId,
    rate: value,
  });
  invalidateQueries(['course']);
  const hasRating = typeof data?.vote_rate === 'number';
  return { rating: hasRating ? toRating(data?.vote_rate, data?.vote_count) : null, myVote: data?.my_vote ?? value };
}
