import {
  ENDPOINTS,
  apiGet,
  clearFreeCourseSnapshot,
  getSessionStore,
  isAuthenticated,
  logError,
  learnRoute,
  readFreeCourseSnapshot,
  saveFreeCourseSnapshot,
  showToast,
  type CourseDetail,
  type CourseSummary,
} from '@edu/shared/core';
import type { FreeEnrolmentModule } from '@edu/shared/core';
import { importExpose, RemoteLoadError } from '../remotes/load-remote-page';
import { FREE_ENROLMENT_MODULE } from '@edu/shared/pages';

export const ENROL_SUCCESS = 'Đăng ký khóa học thành công';
export const ENROL_FAILED = 'Đăng ký khóa học không thành công, vui lòng thử lại.';

/** The API's Vietnamese message when it gave one; a loader failure (tagged remote@version, for ops) is not for learners. */
function failureMessage(err: unknown): string {
  if (err instanceof RemoteLoadError) {
    logError(err, { kind: 'remote-load', remote: err.remote, version: err.version, route: location.pathname });
    return ENROL_FAILED;
  }
  return err instanceof Error && err.message ? err.message : ENROL_FAILED;
}

type EnrolCourse = Pick<CourseSummary, 'id' | 'alias' | 'alias_code'> & Partial<CourseSummary>;

/** The order is checkout's to create: the shell loads its FreeEnrolment module (a failed load is a failed enrolment). */
async function createFreeOrder(courseId: number): Promise<void> {
  const { default: enrolFree } = await importExpose<FreeEnrolmentModule>(FREE_ENROLMENT_MODULE.remote, FREE_ENROLMENT_MODULE.expose);
  await enrolFree(courseId);
}

/**
 * 'ĐĂNG KÝ' in the free-course modal (SPEC §4). Signed in: order → toast → close → player.
 * Guest: snapshot the course (15 min) → close → /dang-ky?redirect={current full path}.
 */
export async function enrolInFreeCourse(
  input: { course?: EnrolCourse; alias?: string },
  currentFullPath: string,
  navigate: (to: string) => void,
  close: () => void,
): Promise<void> {
  if (isAuthenticated(getSessionStore().getState())) {
    const course = input.course ?? (await fetchCourse(input.alias));
    try {
      await createFreeOrder(course.id);
    } catch (err) {
      showToast(failureMessage(err), { kind: 'error' });
      return;
    }
    showToast(ENROL_SUCCESS, { kind: 'success' });
    close();
    navigate(learnRoute(course.alias, course.alias_code));
    return;
  }
  const course = input.course ?? (await fetchCourse(input.alias));
  saveFreeCourseSnapshot(course as CourseSummary, currentFullPath);
  close();
  navigate(`/dang-ky?redirect=${encodeURIComponent(currentFullPath)}`);
}

async function fetchCourse(alias: string | undefined): Promise<CourseDetail> {
  const data = await apiGet<{ course: CourseDetail }>(ENDPOINTS.courseDetails, { alias });
  return data.course;
}

/** After sign-up or sign-in within 15 minutes of the snapshot: enrol and go to the course. */
export async function completePendingFreeEnrolment(navigate: (to: string) => void): Promise<void> {
  const snapshot = readFreeCourseSnapshot();
  if (!snapshot || !isAuthenticated(getSessionStore().getState())) return;
  clearFreeCourseSnapshot();
  try {
    await createFreeOrder(snapshot.id);
  } catch (err) {
    showToast(failureMessage(err), { kind: 'error' });
    return;
  }
  showToast(ENROL_SUCCESS, { kind: 'success' });
  navigate(learnRoute(snapshot.alias, snapshot.alias_code));
}
