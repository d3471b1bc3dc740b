import {
  ENDPOINTS,
  apiGet,
  apiPost,
  clearFreeCourseSnapshot,
  getSessionStore,
  isAuthenticated,
  learnRoute,
  readFreeCourseSnapshot,
  saveFreeCourseSnapshot,
  showToast,
  type CourseDetail,
  type CourseSummary,
} from '@edu/shared';

export const ENROL_SUCCESS = 'Đăng ký khóa học thành công';
export const ENROL_FAILED = 'Đăng ký khóa học không thành công, vui lòng thử lại.';

type EnrolCourse = Pick<CourseSummary, 'id' | 'alias' | 'alias_code'> & Partial<CourseSummary>;

/** Order body of SPEC §7 "Free enrolment": the one course id plus the user's details when present. */
async function createFreeOrder(courseId: number): Promise<void> {
  const user = getSessionStore().getState().userInfo;
  const body: Record<string, unknown> = { course_ids: [courseId] };
  if (user?.full_name) body.full_name = user.full_name;
  if (user?.email) body.email = user.email;
  if (user?.phone) body.phone = user.phone;
  await apiPost(ENDPOINTS.order, body, { headers: { 'Idempotency-Key': `free-${courseId}-${user?.id ?? 'guest'}` } });
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
      showToast(err instanceof Error && err.message ? err.message : ENROL_FAILED, { kind: 'error' });
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
    showToast(err instanceof Error && err.message ? err.message : ENROL_FAILED, { kind: 'error' });
    return;
  }
  showToast(ENROL_SUCCESS, { kind: 'success' });
  navigate(learnRoute(snapshot.alias, snapshot.alias_code));
}
