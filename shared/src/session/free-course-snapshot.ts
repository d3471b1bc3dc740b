import { buildFreeCourseSnapshot, type FreeCourseSnapshot, type FreeCourseSource } from './free-course-snapshot-shape';
import { readGuestRecord, writeGuestRecord } from './guest-store';

export type { FreeCourseSnapshot, FreeCourseSource };

/** Remembers the course a guest wanted to enrol in for 15 minutes (SPEC §4 free-enrolment flow). */
export function saveFreeCourseSnapshot(course: FreeCourseSource, currentFullPath: string, nowMs: number = Date.now()): FreeCourseSnapshot {
  const snapshot = buildFreeCourseSnapshot(course, currentFullPath, nowMs);
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
