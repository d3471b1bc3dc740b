import type { Static } from '@sinclair/typebox';
import type { SortOrder } from '../constants/enums';
import type { CourseListQuery as CourseListQuerySchema } from '../schemas/catalogue';
import type { PageQuery } from './envelope';

export type {
  Banner,
  Category,
  CourseDetail,
  CourseDetailsResponse,
  CoursePod,
  CourseSummary,
  LessonOutlineItem,
  NavigationItem,
  PriceRange,
  PublicSettings,
  RedirectLookup,
  Subject,
  TeacherPage,
  TeacherRef,
  ViewedCourse,
} from '../schemas/catalogue';

/** What a client sends to GET /api/user/course.json: any part of what the route reads. */
export type CourseListQuery = Partial<Static<typeof CourseListQuerySchema>>;

export interface SearchQuery extends PageQuery {
  q: string;
  sort?: SortOrder;
}
