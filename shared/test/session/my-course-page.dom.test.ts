/** @jest-environment jsdom */
import Cookies from 'js-cookie';
import { applyMyCoursePageCookie, myCoursePageValue, readMyCoursePageCookie } from '../../src/session/my-course-page';
import { itAnswers } from '../../src/testing/table';

describe('myCoursePage cookie rule (SPEC §4)', () => {
  itAnswers(
    myCoursePageValue,
    [
      ['/mycourse', true],
      ['/mycourse/', true],
      ['/callback', undefined],
      ['/callback/', undefined],
      ['/', false],
      ['/khoa-hoc', false],
      ['/mycourse/extra', false],
      ['/mycourses', false],
    ],
    '%s → %p',
  );

  beforeEach(() => {
    Cookies.remove('myCoursePage', { path: '/' });
    jest.restoreAllMocks();
  });

  it('sets true on /mycourse for 60 seconds', () => {
    const set = jest.spyOn(Cookies, 'set');
    const now = Date.now();
    applyMyCoursePageCookie('/mycourse', now);
    expect(readMyCoursePageCookie()).toBe(true);
    expect(set).toHaveBeenCalledWith('myCoursePage', 'true', expect.objectContaining({ expires: new Date(now + 60_000) }));
  });

  it('sets false on another page and leaves it alone on /callback', () => {
    applyMyCoursePageCookie('/mycourse');
    applyMyCoursePageCookie('/callback');
    expect(Cookies.get('myCoursePage')).toBe('true');
    applyMyCoursePageCookie('/khoa-hoc');
    expect(Cookies.get('myCoursePage')).toBe('false');
    expect(readMyCoursePageCookie()).toBe(false);
  });
});
