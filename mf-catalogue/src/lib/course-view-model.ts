import { courseRoute, courseTypeLabel, platformLabel } from '@edu/shared/core';
import { withRenditions } from '@edu/shared/media';
import type { ImageView as UiImageView } from '@edu/ui';
import type { CourseSummary } from '@edu/shared/core';
import { toPriceView, type PriceView } from './price-view';

/** The design system's image: with every rendition (srcSet, AVIF sources) when the picture has them. */
export type ImageView = UiImageView;

export interface TeacherView {
  name: string;
  /** '/giang-vien-hidden/{slug}', or null when the teacher has no slug. */
  href: string | null;
  avatar: string | null;
  /** The avatar with its renditions (88 px on the teacher's page). */
  avatarImage: ImageView | null;
}

/** What a course card needs, already formatted. */
export interface CourseCardVm {
  id: number;
  name: string;
  href: string;
  image: ImageView;
  teacher: TeacherView;
  price: PriceView;
  /**
   * '12 khóa học' for a course group (SPEC §9), else null. A non-retail course with no children
   * (a combo-only single course) gets no '0 khóa học' badge.
   */
  groupLabel: string | null;
  platformLabel: string;
  rating: { value: number; count: number };
}

/** Thumbnails are 16:9; a missing size falls back to this so the box never shifts. */
export const THUMB_FALLBACK = { width: 640, height: 360 } as const;

const positive = (n: unknown, fallback: number): number => (typeof n === 'number' && n > 0 ? n : fallback);

export function toImageView(thumbnail: Partial<CourseSummary['thumbnail']> | null | undefined): ImageView {
  return withRenditions({
    src: thumbnail?.img ?? '',
    width: positive(thumbnail?.width, THUMB_FALLBACK.width),
    height: positive(thumbnail?.height, THUMB_FALLBACK.height),
  });
}

export function teacherHref(slug: string | null | undefined): string | null {
  return slug ? `/giang-vien-hidden/${encodeURIComponent(slug)}` : null;
}

export function toTeacherView(teacher: Partial<CourseSummary['teacher']> | null | undefined): TeacherView {
  return {
    name: teacher?.full_name || teacher?.name || '',
    href: teacherHref(teacher?.slug),
    avatar: teacher?.avatar ?? null,
    avatarImage: teacher?.avatar ? withRenditions({ src: teacher.avatar, width: 88, height: 88 }) : null,
  };
}

/** Rating clamped to 0–5 with one decimal. */
export function toRating(rate: unknown, count: unknown): { value: number; count: number } {
  const value = typeof rate === 'number' && Number.isFinite(rate) ? Math.min(5, Math.max(0, rate)) : 0;
  return { value: Math.round(value * 10) / 10, count: typeof count === 'number' && count > 0 ? Math.floor(count) : 0 };
}

export function toCourseCard(course: CourseSummary): CourseCardVm {
  return {
    id: course.id,
    name: course.name,
    href: courseRoute(course.alias, course.alias_code),
    image: toImageView(course.thumbnail),
    teacher: toTeacherView(course.teacher),
    price: toPriceView(course.price, course.price_new),
    groupLabel: (course.total_child ?? 0) > 0 ? courseTypeLabel(course) : null,
    platformLabel: platformLabel(course.flatform_type),
    rating: toRating(course.vote_rate, course.vote_count),
  };
}
