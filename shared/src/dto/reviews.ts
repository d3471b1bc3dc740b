export type { CourseReviews, RatingSummary, ReviewItem, ReviewRequest } from '../schemas/reviews';
