import { learnRoute, packageOptions, type PackageOption } from '@edu/shared/core';
import { formatDuration } from '@edu/shared/dates';
import type { CourseDetail, LessonOutlineItem } from '@edu/shared/core';
import { toCourseCard, type CourseCardVm } from '../../lib/course-view-model';

/** course/details.json's `data.course`; category and children are read defensively (older APIs lack them). */
export type CourseDetailDto = CourseDetail;

export interface LessonView {
  id: number;
  title: string;
  duration: string;
  /** Link to watch a free preview in the player, or null. */
  previewHref: string | null;
}

export interface ChapterView {
  title: string;
  lessons: LessonView[];
}

export interface CourseDetailVm extends CourseCardVm {
  type: string;
  shortDescription: string;
  /** Raw HTML: rendered only through sanitizeCourseHtml. */
  descriptionHtml: string;
  /** The whole course, then each package (SPEC §3 pods); empty when the course has no packages. */
  packages: PackageOption[];
  chapters: ChapterView[];
  lessonCount: number;
  totalDuration: string;
  /** '1.234 học viên' (none yet: null). */
  students: string | null;
  /** Who teaches it, as the teacher page shows them. */
  teacherProfile: { title: string; bio: string };
  entitled: boolean;
  myVote: number | null;
  learnHref: string;
  checkoutHref: string;
  categoryId: number;
  /** The course's category ({name, href: /danh-muc/{slug}}), when the API names it. */
  category: { name: string; slug: string; href: string } | null;
  /** Courses of a course group (SPEC: non-retail, non-api types), as cards. */
  children: CourseCardVm[];
  meta: { title: string; description: string; keywords: string };
  /** The API object, handed as-is to the shell's free-course modal (snapshot fields of SPEC §3). */
  source: CourseDetail;
}

/** Lessons in order, grouped by chapter in order of first appearance. */
export function toChapters(lessons: readonly LessonOutlineItem[] | null | undefined, learnHref: string): ChapterView[] {
  const chapters = new Map<string, LessonView[]>();
  const sorted = [...(lessons ?? [])].sort((a, b) => a.position - b.position);
  for (const l of sorted) {
    const key = l.chapter?.trim() || 'Nội dung khóa học';
    const list = chapters.get(key) ?? [];
    list.push({
      id: l.id,
      title: l.title,
      duration: formatDuration(l.duration_seconds),
      previewHref: l.is_free_preview ? `${learnHref}?lesson=${l.id}` : null,
    });
    chapters.set(key, list);
  }
  return [...chapters].map(([title, list]) => ({ title, lessons: list }));
}

export function toCourseDetailVm(course: CourseDetailDto): CourseDetailVm {
  const learnHref = learnRoute(course.alias, course.alias_code);
  const lessons = course.lessons ?? [];
  const seconds = lessons.reduce((sum, l) => sum + (l.duration_seconds > 0 ? l.duration_seconds : 0), 0);
  return {
    ...toCourseCard(course),
    type: course.type,
    shortDescription: course.short_description ?? '',
    descriptionHtml: course.description ?? '',
    packages: packageOptions(course),
    chapters: toChapters(lessons, learnHref),
    lessonCount: lessons.length,
    totalDuration: formatDuration(seconds),
    students: course.student_count > 0 ? `${course.student_count.toLocaleString('vi-VN')} học viên` : null,
    teacherProfile: course.teacher_profile,
    entitled: course.entitled === true,
    myVote: typeof course.my_vote === 'number' && course.my_vote > 0 ? course.my_vote : null,
    learnHref,
    checkoutHref: `/gio-hang/thanh-toan?course_ids=${course.id}`,
    categoryId: course.category_id,
    category: course.category?.slug
      ? { name: course.category.name, slug: course.category.slug, href: `/danh-muc/${encodeURIComponent(course.category.slug)}` }
      : null,
    children: (course.children ?? []).map(toCourseCard),
    meta: {
      title: course.meta?.title || course.name,
      description: course.meta?.description || course.short_description || '',
      keywords: course.meta?.keywords || '',
    },
    source: course,
  };
}

export type CourseActionKind = 'learn' | 'enrol-free' | 'buy' | 'combo-only';

/**
 * Entitled → learn; free (price_new ≤ 0) → the enrolment modal; a no_retail course is sold only
 * inside a combo (the API refuses it in a cart); otherwise cart / buy now.
 */
export function actionKind(course: Pick<CourseDetailVm, 'entitled' | 'price' | 'type'>): CourseActionKind {
  if (course.entitled) return 'learn';
  if (course.price.isFree) return 'enrol-free';
  return course.type === 'no_retail' ? 'combo-only' : 'buy';
}
