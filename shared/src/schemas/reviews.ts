import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Page, PageSize, Paginated, Str, Timestamp } from './common';

/** A learner's written review of a course they own: their rating (1–5) and what they say, as plain text. */
export const ReviewItem = Type.Object({
  author_id: Type.Integer(),
  author: Type.String({ description: 'the learner’s name as their profile shows it' }),
  avatar: Nullable(Type.String()),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  body: Type.String({ description: 'plain text (never HTML): line breaks kept, shown escaped' }),
  created_at: Timestamp,
  updated_at: Timestamp,
  mine: Type.Boolean(),
});
export type ReviewItem = Static<typeof ReviewItem>;

const Count = Type.Integer({ minimum: 0 });
/** How the course is rated: the average, the number of ratings, and how many gave each number of stars. */
export const RatingSummary = Type.Object({
  vote_rate: Type.Number(),
  vote_count: Type.Integer(),
  breakdown: Type.Object({ 1: Count, 2: Count, 3: Count, 4: Count, 5: Count }),
});
export type RatingSummary = Static<typeof RatingSummary>;

export const MyReview = Nullable(Type.Object({ rating: Type.Integer(), body: Type.String(), hidden: Type.Boolean() }));

/** GET /api/user/course/reviews.json?course_id= — newest first; hidden (reported) reviews are left out. */
export const CourseReviews = Type.Object({
  ...Paginated(ReviewItem).properties,
  ...RatingSummary.properties,
  my_review: MyReview,
});
export type CourseReviews = Static<typeof CourseReviews>;

export const ReviewsQuery = Type.Object({ course_id: Id, page: Page, page_size: PageSize(5, 20) });

/** POST /api/user/course/review.json — one review per learner and course; sending again edits it. */
export const ReviewBody = Type.Object({
  course_id: Id,
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  body: Type.String({ maxLength: 2000, description: 'what the learner says (may be empty: a rating alone)' }),
});
export type ReviewRequest = Static<typeof ReviewBody>;
export const ReviewSaved = Type.Object({ ...RatingSummary.properties, my_review: MyReview });

/** POST /api/user/course/review/report.json — another learner flags a review (spam, abuse). */
export const ReviewReportBody = Type.Object({ course_id: Id, author_id: Id, reason: Type.Optional(Str(500)) });
export const ReviewReported = Type.Object({ reported: Type.Boolean() });
