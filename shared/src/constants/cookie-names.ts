/** Cookie names the product reads and writes (SPEC §3, §4, §9). */
export const COOKIE = {
  SESSION: 'userStore',
  GUEST: 'guestStore',
  MY_COURSE_PAGE: 'myCoursePage',
  CAMPAIGN: 'up',
  FINGERPRINT: 'mbedid',
  /** Set once the app has fetched the web font's files: the server may use the font from a page's first paint. */
  WEB_FONT: 'edu_font',
} as const;
