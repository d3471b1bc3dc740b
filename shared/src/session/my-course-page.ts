import { COOKIE } from '../constants/cookie-names';
import { MY_COURSE_PAGE_COOKIE_SECONDS } from '../constants/timing';
import { readCookie, writeCookie } from '@edu/shared/state';

const trimSlash = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** SPEC §4: true on /mycourse, untouched (undefined) on /callback, false on any other page. */
export function myCoursePageValue(pathname: string): boolean | undefined {
  const path = trimSlash(pathname);
  if (path === '/callback') return undefined;
  return path === '/mycourse';
}

/** Applies the rule to the `myCoursePage` cookie (60 s life) and returns what was written, if anything. */
export function applyMyCoursePageCookie(pathname: string, nowMs: number = Date.now()): boolean | undefined {
  const value = myCoursePageValue(pathname);
  if (value !== undefined) {
    writeCookie(COOKIE.MY_COURSE_PAGE, String(value), new Date(nowMs + MY_COURSE_PAGE_COOKIE_SECONDS * 1000));
  }
  return value;
}

/** true only while a fresh `myCoursePage=true` cookie exists. */
export function readMyCoursePageCookie(): boolean {
  return readCookie(COOKIE.MY_COURSE_PAGE) === 'true';
}
