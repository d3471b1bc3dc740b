import type { FlatformType, PackageDurationCode, SortOrder } from '../constants/enums';
import type { PageQuery } from './envelope';

export interface TeacherRef {
  id: number;
  name: string;
  full_name: string;
  slug: string;
  avatar: string | null;
}

export interface CoursePod {
  id: number;
  /** Package-duration code, SPEC §3 table (1–9). */
  cycle: PackageDurationCode;
  price: number;
}

/** Course-like item as lists show it (SPEC §3). */
export interface CourseSummary {
  id: number;
  name: string;
  alias: string;
  alias_code: string;
  /** retail, no_retail, api, or another value meaning a course group. */
  type: string;
  thumbnail: { img: string; width: number; height: number };
  teacher: TeacherRef;
  price: number;
  price_new: number;
  pods: CoursePod[];
  total_child: number;
  flatform_type: FlatformType;
  vote_rate: number;
  vote_count: number;
  category_id: number;
  subject_id: number | null;
  short_description: string;
}

export interface LessonOutlineItem {
  id: number;
  title: string;
  duration_seconds: number;
  is_free_preview: boolean;
  position: number;
  chapter: string;
}

export interface CourseDetail extends CourseSummary {
  /** Rich HTML, sanitized on the server and again on render with sanitizeCourseHtml. */
  description: string;
  lessons: LessonOutlineItem[];
  /** Courses of a course group (type 'combo'); empty otherwise. */
  children: CourseSummary[];
  category: { id: number; name: string; slug: string };
  subject: { id: number; name: string; slug: string } | null;
  /** True when the signed-in caller owns the course (order paid, free order, activation code). */
  entitled: boolean;
  my_vote: number | null;
  meta: { title: string; description: string; keywords: string };
}

export interface CourseListQuery {
  page?: number;
  page_size?: number;
  category?: string;
  subject?: string;
  /** id of a price_range.json bucket */
  price_range?: number;
  flatform_type?: FlatformType;
  q?: string;
  /** With q: only titles, or only descriptions (SPEC §3 'Tiêu đề' / 'Nội dung'). */
  search_in?: 'title' | 'content';
  sort?: 'newest' | 'price_asc' | 'price_desc' | 'popular' | 'title';
  /** featured | new | free: home-page sections */
  section?: 'featured' | 'new' | 'free';
  teacher?: string;
  ids?: string;
}

export interface Category {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  index: number;
  icon: string | null;
  childs: Category[];
}

/** GET /api/user/course/details.json answer: the course is read from data.course. */
export interface CourseDetailsResponse {
  course: CourseDetail;
}

export interface TeacherPage {
  teacher: TeacherRef & { title: string; bio: string };
  courses: CourseSummary[];
}

/** GET /api/user/navigation.json (menu = header | footer). */
export interface NavigationItem {
  id: number;
  parent_id: number | null;
  index: number;
  title: string;
  link: string;
  menu: 'header' | 'footer';
  childs: NavigationItem[];
}

/** GET /api/settings.json */
export interface PublicSettings {
  disabledRecognition: number;
  recognitionServiceId: string;
  /** The carrier recognition service ('' = off): an https URL, or a path on this site (the development simulator). */
  recognitionUrl: string;
  plausibleUrl: string;
  plausibleDomain: string;
  video: { head: string; after: string };
  COLOR_BANNER_HOME: string;
}

/** GET /api/redirect.json?path= */
export interface RedirectLookup {
  redirect: null | { to: string; type: 'internal' | 'external'; code: number };
}

export interface Subject {
  id: number;
  name: string;
  slug: string;
  category_id: number;
  description?: string;
  image?: string | null;
  liked?: boolean;
  course_count?: number;
}

export interface PriceRange {
  id: number;
  label: string;
  min: number;
  max: number | null;
}

export interface Banner {
  id: number;
  title: string;
  image: string;
  width: number;
  height: number;
  link: string;
  /** Page placement code, SPEC §3. */
  placement: number;
  color: string | null;
  index: number;
}

export interface SearchQuery extends PageQuery {
  q: string;
  sort?: SortOrder;
}
