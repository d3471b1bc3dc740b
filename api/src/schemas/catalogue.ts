import { Type, type Static } from './typebox';
import { Id, Page, PageSize, Slug, Str } from './common';

export const FlatformType = Type.Union([
  Type.Literal('flatform_app'), Type.Literal('flatform_web'), Type.Literal('flatform_web_app'), Type.Literal('platform_cross'), Type.Literal(''),
]);

export const TeacherRef = Type.Object({
  id: Type.Integer(), name: Type.String(), full_name: Type.String(), slug: Type.String(), avatar: Type.Union([Type.String(), Type.Null()]),
});

export const CoursePod = Type.Object({ id: Type.Integer(), cycle: Type.Integer({ minimum: 1, maximum: 9 }), price: Type.Integer() });

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
  flatform_type: Type.String(),
  vote_rate: Type.Number(),
  vote_count: Type.Integer(),
  category_id: Type.Integer(),
  subject_id: Type.Union([Type.Integer(), Type.Null()]),
  short_description: Type.String(),
});
export type CourseSummaryT = Static<typeof CourseSummary>;

export const LessonOutline = Type.Object({
  id: Type.Integer(), title: Type.String(), duration_seconds: Type.Integer(), is_free_preview: Type.Boolean(), position: Type.Integer(), chapter: Type.String(),
});

export const CourseDetail = Type.Object({
    ...CourseSummary.properties,
    description: Type.String(),
    lessons: Type.Array(LessonOutline),
    children: Type.Array(CourseSummary),
    category: Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }),
    subject: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String(), slug: Type.String() }), Type.Null()]),
    entitled: Type.Boolean(),
    my_vote: Type.Union([Type.Integer(), Type.Null()]),
    meta: Type.Object({ title: Type.String(), description: Type.String(), keywords: Type.String() }),
});

export const CourseListQuery = Type.Object({
  page: Page,
  page_size: PageSize(12, 48),
  category: Type.Optional(Slug),
  subject: Type.Optional(Slug),
  price_range: Type.Optional(Id),
  flatform_type: Type.Optional(FlatformType),
  q: Type.Optional(Str(200)),
  search_in: Type.Optional(Type.Union([Type.Literal('title'), Type.Literal('content')], {
    description: 'with q: search only course titles, or only their descriptions (SPEC §3 sort orders Tiêu đề / Nội dung); default both name and summary, by relevance',
  })),
  sort: Type.Optional(Type.Union([Type.Literal('newest'), Type.Literal('price_asc'), Type.Literal('price_desc'), Type.Literal('popular'), Type.Literal('title')], {
    description: 'title: A→Z by course name (Vietnamese letters ordered with their base letter)',
  })),
  section: Type.Optional(Type.Union([Type.Literal('featured'), Type.Literal('new'), Type.Literal('free')])),
  teacher: Type.Optional(Slug),
  ids: Type.Optional(Type.String({ maxLength: 500, pattern: '^[0-9]+(,[0-9]+)*$', description: 'comma-separated course ids' })),
});
export type CourseListQueryT = Static<typeof CourseListQuery>;

export const CourseDetailsQuery = Type.Object({
  alias: Type.Optional(Type.String({ minLength: 3, maxLength: 300, description: '{alias}-{aliasCode}' })),
  id: Type.Optional(Id),
});

/** Trees: `childs` holds nodes of the same shape (kept schema-free so any depth serialises). */
const Childs = Type.Array(Type.Unknown(), { description: 'child nodes, same shape' });

export const Category = Type.Object({
  id: Type.Integer(), name: Type.String(), slug: Type.String(), parent_id: Type.Union([Type.Integer(), Type.Null()]), index: Type.Integer(),
  icon: Type.Union([Type.String(), Type.Null()]), childs: Childs,
});

export const Subject = Type.Object({
  id: Type.Integer(), name: Type.String(), slug: Type.String(), category_id: Type.Integer(), description: Type.String(),
  image: Type.Union([Type.String(), Type.Null()]), liked: Type.Boolean(), course_count: Type.Integer(),
});

export const PriceRange = Type.Object({ id: Type.Integer(), label: Type.String(), min: Type.Integer(), max: Type.Union([Type.Integer(), Type.Null()]) });

export const Banner = Type.Object({
  id: Type.Integer(), title: Type.String(), image: Type.String(), width: Type.Integer(), height: Type.Integer(), link: Type.String(),
  placement: Type.Integer(), color: Type.Union([Type.String(), Type.Null()]), index: Type.Integer(),
});

export const NavigationItem = Type.Object({
  id: Type.Integer(), parent_id: Type.Union([Type.Integer(), Type.Null()]), index: Type.Integer(), title: Type.String(), link: Type.String(),
  menu: Type.String(), childs: Childs,
});
