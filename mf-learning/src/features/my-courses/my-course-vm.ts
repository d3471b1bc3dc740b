import { certificateRoute, learnRoute, type MyCourse } from '@edu/shared/core';
import { formatDate } from '@edu/shared/dates';

export interface MyCourseView {
  id: number;
  name: string;
  teacher: string;
  thumbnail: string;
  learnHref: string;
  done: number;
  total: number;
  percent: number;
  status: 'new' | 'learning' | 'finished';
  sourceLabel: string;
  /** 'Hết hạn 01/02/2026' / 'Đã hết hạn 01/02/2026', or null for no end date. */
  expiry: string | null;
  expired: boolean;
  /** The certificate's page once every lesson is completed (/chung-chi/{code}). */
  certificateHref: string | null;
}

const SOURCE_LABELS: Record<MyCourse['source'], string> = { order: 'Đã mua', free: 'Miễn phí', activation: 'Kích hoạt bằng mã' };

export function toMyCourseView(course: MyCourse, nowMs: number = Date.now()): MyCourseView {
  const total = Math.max(0, course.lesson_count || 0);
  const done = Math.min(total, Math.max(0, course.completed_count || 0));
  const percent = total ? Math.round((done / total) * 100) : 0;
  const end = course.expires_at ? Date.parse(course.expires_at) : NaN;
  const expired = Number.isFinite(end) && end <= nowMs;
  const day = Number.isFinite(end) ? formatDate(course.expires_at!, 'DD/MM/YYYY') : null;
  return {
    id: course.id,
    name: course.name,
    teacher: course.teacher?.full_name ?? '',
    thumbnail: course.thumbnail?.img ?? '',
    learnHref: learnRoute(course.alias, course.alias_code),
    done,
    total,
    percent,
    status: done === 0 ? 'new' : total > 0 && done >= total ? 'finished' : 'learning',
    sourceLabel: SOURCE_LABELS[course.source] ?? '',
    expiry: day ? `${expired ? 'Đã hết hạn' : 'Hết hạn'} ${day}` : null,
    expired,
    certificateHref: course.certificate_code ? certificateRoute(course.certificate_code) : null,
  };
}
