import { FREE_COURSE_SNAPSHOT_MS } from '../constants/timing';
import { courseRoute } from '../format/routes';
import { readGuestRecord, writeGuestRecord } from './guest-store';

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

/** Remembers the course a guest wanted to enrol in for 15 minutes (SPEC §4 free-enrolment flow). */
export function saveFreeCourseSnapshot(course: FreeCourseSource, currentFullPath: string, nowMs: number = Date.now()): FreeCourseSnapshot {
  const snapshot: FreeCourseSnapshot = {
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
    route: currentFullPath,
    exp: nowMs + FREE_COURSE_SNAPSHOT_MS,
  };
  writeGuestRecord({ ...readGuestRecord(), freeCourse: snapshot });
  return snapshot;
}

/** The snapshot while it is valid (now < exp); null when missing, malformed or expired. */
export function readFreeCourseSnapshot(nowMs: number = Date.now()): FreeCourseSnapshot | null {
  const snapshot = readGuestRecord().freeCourse;
  if (!snapshot || typeof snapshot.exp !== 'number') return null;
  return nowMs < snapshot.exp ? snapshot : null;
}

export function clearFreeCourseSnapshot(): void {
  const { guestInfo } = readGuestRecord();
  writeGuestRecord({ guestInfo });
}
