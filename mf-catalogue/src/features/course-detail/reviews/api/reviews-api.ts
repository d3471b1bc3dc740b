import { ENDPOINTS, apiGet, apiPost, type CourseReviews, type RatingSummary } from '@edu/shared/core';

export const REVIEWS_PAGE_SIZE = 5;

/** GET course/reviews.json: a page of written reviews, the rating summary and (signed in) my own review. */
export function getReviews(courseId: number, page: number, signal?: AbortSignal): Promise<CourseReviews> {
  return apiGet<CourseReviews>(ENDPOINTS.courseReviews, { course_id: courseId, page, page_size: REVIEWS_PAGE_SIZE }, { signal });
}

export type ReviewSaved = RatingSummary & { my_review: CourseReviews['my_review'] };

/** POST course/review.json: my rating and text (owners only; sending again edits it). */
export function writeReview(courseId: number, rating: number, body: string): Promise<ReviewSaved> {
  return apiPost<ReviewSaved>(ENDPOINTS.courseReview, { course_id: courseId, rating, body });
}

/** POST course/review/report.json: flag another learner's review. */
export function reportReview(courseId: number, authorId: number): Promise<unknown> {
  return apiPost(ENDPOINTS.courseReviewReport, { course_id: courseId, author_id: authorId });
}
