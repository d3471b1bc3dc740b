import { courseRoute, learnRoute } from '@edu/shared';
import { num, str, strOrNull } from '../../../lib/to-page';
import type { MyCourse } from '../types';

const obj = (v: unknown): Record<string, unknown> => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

/** A course row of any account list (owned, viewed, home-study) → the card's view model. */
export function toMyCourse(x: Record<string, unknown>): MyCourse | null {
  const course = x.course && typeof x.course === 'object' ? { ...x, ...obj(x.course) } : x;
  const alias = str(course.alias);
  const code = str(course.alias_code);
  if (!alias || !code) return null;
  const thumb = course.thumbnail;
  const teacher = obj(course.teacher);
  const lessons = num(course.lesson_count);
  const progress = lessons > 0 ? (num(course.completed_count) / lessons) * 100 : (course.progress ?? x.progress);
  return {
    id: num(course.id),
    name: str(course.name, 'Khóa học'),
    thumbnail: typeof thumb === 'string' ? thumb : strOrNull(obj(thumb).img),
    teacherName: str(teacher.full_name) || str(teacher.name),
    detailRoute: courseRoute(alias, code),
    learnRoute: learnRoute(alias, code),
    expiresAt: strOrNull(x.expires_at ?? course.expires_at),
    progress: typeof progress === 'number' ? Math.max(0, Math.min(100, Math.round(progress))) : null,
    viewedAt: strOrNull(x.viewed_at ?? course.viewed_at),
  };
}
