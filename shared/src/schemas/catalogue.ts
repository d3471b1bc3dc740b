import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Page, PageSize, Paginated, PaymentMethod, Slug, Str, Timestamp } from './common';

export const FlatformType = Type.Union([
  Type.Literal('flatform_app'),
  Type.Literal('flatform_web'),
  Type.Literal('flatform_web_app'),
  Type.Literal('platform_cross'),
  Type.Literal(''),
]);

export type FlatformType = Static<typeof FlatformType>;

export const TeacherRef = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  full_name: Type.String(),
  slug: Type.String(),
  avatar: Nullable(Type.String()),
});
export type TeacherRef = Static<typeof TeacherRef>;

/** Package-duration unit code, SPEC §3 table. */
export const PackageDurationCode = Type.Union([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => Type.Literal(n)));
export const CoursePod = Type.Object({ id: Type.Integer(), cycle: PackageDurationCode, price: Type.Integer() });
export type CoursePod = Static<typeof CoursePod>;

export const CourseSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  alias: Type.String(),
  alias_code: Type.String(),
  type: Type.String({ description: 'retail, no_retail, api, or combo (a course group: see total_child)' }),
  thumbnail: Type.Object({ img: Type.String(), width: Type.Integer(), height: Type.Integer() }),
  teacher: TeacherRef,
  price: Type.Integer(),
  price_new: Type.Integer(),
  pods: Type.Array(CoursePod),
  total_child: Type.Integer(),
  flatform_type: FlatformType,
  vote_rate: Type.Number(),
  vote_count: Type.Integer(),
  category_id: Type.Integer(),
  subject_id: Type.Union([Type.Integer(), Type.Null()]),
  short_description: Type.String(),
});
/** Course-like item as lists show it (SPEC §3). */
export type CourseSummary = Static<typeof CourseSummary>;

export const LessonOutline = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  duration_seconds: Type.Integer(),
  is_free_preview: Type.Boolean(),
  position: Type.Integer(),
  chapter: Type.String(),
});
export type LessonOutlineItem = Static<typeof LessonOutline>;

const NamedRef = Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() });

export const CourseDetail = Type.Object({
  ...CourseSummary.properties,
  description: Type.String(),
  lessons: Type.Array(LessonOutline),
  children: Type.Array(CourseSummary),
  category: NamedRef,
  subject: Nullable(NamedRef),
  entitled: Type.Boolean({ description: 'the signed-in caller owns the course (order paid, free order, activation code)' }),
  student_count: Type.Integer({ description: 'learners enrolled' }),
  teacher_profile: Type.Object({ title: Type.String(), bio: Type.String() }),
  my_vote: Nullable(Type.Integer()),
  meta: Type.Object({ title: Type.String(), description: Type.String(), keywords: Type.String() }),
});
export type CourseDetail = Static<typeof CourseDetail>;

/** GET /api/user/course/details.json: the course is read from data.course. */
export const CourseDetailsResponse = Type.Object({ course: CourseDetail });
export type CourseDetailsResponse = Static<typeof CourseDetailsResponse>;

/** A page of courses; next_cursor (keyset) reads the page after it at any depth, where page numbers stop. */
export const CourseList = Type.Object({
  ...Paginated(CourseSummary).properties,
  total_exact: Type.Boolean({
    description:
      'false when more than 1,000 courses match: total is then 1,000 ("more than"), a search by relevance or title shows its 1,000 most popular matches, and only the first 100 pages have numbers',
  }),
  next_cursor: Nullable(Type.String({ description: 'pass as `cursor` for the next page; null on the last page' })),
});

export const CourseVote = Type.Object({ vote_rate: Type.Number(), vote_count: Type.Integer(), my_vote: Type.Integer() });

/** GET /api/user/course/viewed.json: what the learner opened last, newest first. */
export const ViewedCourse = Type.Object({ ...CourseSummary.properties, viewed_at: Timestamp });
export const ViewedCourseList = Paginated(ViewedCourse);
export type ViewedCourse = Static<typeof ViewedCourse>;

export const CourseListQuery = Type.Object({
  page: Page,
  page_size: PageSize(12, 48),
  category: Type.Optional(Slug),
  subject: Type.Optional(Slug),
  price_range: Type.Optional(Id),
  flatform_type: Type.Optional(FlatformType),
  q: Type.Optional(Str(200)),
  search_in: Type.Optional(
    Type.Union([Type.Literal('title'), Type.Literal('content')], {
      description:
        'with q: search only course titles, or only their descriptions (SPEC §3 sort orders Tiêu đề / Nội dung); default both name and summary, by relevance',
    }),
  ),
  sort: Type.Optional(
    Type.Union([Type.Literal('newest'), Type.Literal('price_asc'), Type.Literal('price_desc'), Type.Literal('popular'), Type.Literal('title')], {
      description: 'title: A→Z by course name (Vietnamese letters ordered with their base letter)',
    }),
  ),
  section: Type.Optional(Type.Union([Type.Literal('featured'), Type.Literal('new'), Type.Literal('free')])),
  teacher: Type.Optional(Slug),
  ids: Type.Optional(Type.String({ maxLength: 500, pattern: '^[0-9]+(,[0-9]+)*$', description: 'comma-separated course ids' })),
  cursor: Type.Optional(
    Type.String({
      maxLength: 2000,
      pattern: '^[A-Za-z0-9_-]+$',
      description: 'next_cursor of the previous page (same filters and sort): the page after it, at any depth; page is then only echoed',
    }),
  ),
});
/** As the route reads it (defaults applied); a client sends any part of it. */
export type CourseListQuery = Static<typeof CourseListQuery>;

export const CourseDetailsQuery = Type.Object({
  alias: Type.Optional(Type.String({ minLength: 3, maxLength: 300, description: '{alias}-{aliasCode}' })),
  id: Type.Optional(Id),
});

/** Trees: `childs` holds nodes of the same shape, to any depth. */
export const Category = Type.Recursive(
  (Node) =>
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      slug: Type.String(),
      parent_id: Nullable(Type.Integer()),
      index: Type.Integer(),
      icon: Nullable(Type.String()),
      childs: Type.Array(Node),
    }),
  { $id: 'Category' },
);
export type Category = Static<typeof Category>;

export const Subject = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  category_id: Type.Integer(),
  category_name: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
  liked: Type.Boolean(),
  course_count: Type.Integer(),
});
export type Subject = Static<typeof Subject>;
export const SubjectDetail = Type.Object({ ...Subject.properties, like_count: Type.Integer() });
export const SubjectLike = Type.Object({ subject_id: Type.Integer(), liked: Type.Boolean() });

export const PriceRange = Type.Object({ id: Type.Integer(), label: Type.String(), min: Type.Integer(), max: Nullable(Type.Integer()) });
export type PriceRange = Static<typeof PriceRange>;

export const Banner = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  width: Type.Integer(),
  height: Type.Integer(),
  link: Type.String(),
  placement: Type.Integer({ description: 'page placement code, SPEC §3' }),
  color: Nullable(Type.String()),
  index: Type.Integer(),
});
export type Banner = Static<typeof Banner>;

/** GET /api/user/navigation.json (menu = header | footer). */
export const NavigationItem = Type.Recursive(
  (Node) =>
    Type.Object({
      id: Type.Integer(),
      parent_id: Nullable(Type.Integer()),
      index: Type.Integer(),
      title: Type.String(),
      link: Type.String(),
      menu: Type.Union([Type.Literal('header'), Type.Literal('footer')]),
      childs: Type.Array(Node),
    }),
  { $id: 'NavigationItem' },
);
export type NavigationItem = Static<typeof NavigationItem>;

/** GET /api/user/teacher/details.json: the teacher page (/giang-vien-hidden/{slug}). */
export const TeacherPage = Type.Object({
  teacher: Type.Object({ ...TeacherRef.properties, title: Type.String(), bio: Type.String() }),
  courses: Type.Array(CourseSummary),
});
export type TeacherPage = Static<typeof TeacherPage>;

/** GET /api/settings.json: what the site reads at start. */
export const PublicSettings = Type.Object({
  disabledRecognition: Type.Integer({ description: 'below 1 → send anonymous visitors once to the carrier recognition service' }),
  recognitionServiceId: Type.String(),
  recognitionUrl: Type.String({
    description: 'the carrier recognition service (CARRIER_RECOGNITION_URL; the simulator in development); empty: recognition off',
  }),
  plausibleUrl: Type.String(),
  plausibleDomain: Type.String(),
  video: Type.Object({ head: Type.String(), after: Type.String() }),
  COLOR_BANNER_HOME: Type.String(),
  payment_methods: Type.Array(PaymentMethod, { description: 'what the checkout offers, in order (only the gateways this deployment has keys for)' }),
});
export type PublicSettings = Static<typeof PublicSettings>;

/** GET /api/redirect.json?path= */
export const RedirectLookup = Type.Object({
  redirect: Nullable(
    Type.Object({ to: Type.String(), type: Type.Union([Type.Literal('internal'), Type.Literal('external')]), code: Type.Integer() }),
  ),
});
export type RedirectLookup = Static<typeof RedirectLookup>;
