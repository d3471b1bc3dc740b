import { FREE_COURSE_SNAPSHOT_MS } from '../constants/timing';
import { courseRoute } from '../format/routes';

/** Exactly the fields SPEC §3 lists for the free-course snapshot. */
export interface FreeCourseSnapshot {
  id: number;
  type: string;
  thumbnail: { img: string };
  teacher: { id: number; name: string };
  price: number;
  price_new: number;
  alias: string;
  alias_code: string;
  name: string;
  vote_rate: number;
  course_route: string;
  /** The full path the visitor was on, to come back to after registering. */
  route: string;
  /** ms since epoch after which the snapshot is ignored. */
  exp: number;
}

export type FreeCourseSource = Omit<FreeCourseSnapshot, 'course_route' | 'route' | 'exp'>;

/**
 * The snapshot of a course a guest wants to enrol in, valid 15 minutes: written by the app (localStorage) and by the
 * API's HTML form (the guestStore cookie), so both hold exactly the same fields.
 */
export function buildFreeCourseSnapshot(course: FreeCourseSource, route: string, nowMs: number): FreeCourseSnapshot {
  return {
    id: course.id,
    type: course.type,
    thumbnail: { img: course.thumbnail.img },
    teacher: { id: course.teacher.id, name: course.teacher.name },
    price: course.price,
    price_new: course.price_new,
    alias: course.alias,
    alias_code: course.alias_code,
    name: course.name,
    vote_rate: course.vote_rate,
    course_route: courseRoute(course.alias, course.alias_code),
    route,
    exp: nowMs + FREE_COURSE_SNAPSHOT_MS,
  };
}
