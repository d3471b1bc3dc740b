/** Cookie names the product reads and writes (SPEC §3, §4, §9). */
export const COOKIE = {
  SESSION: 'userStore',
  GUEST: 'guestStore',
  MY_COURSE_PAGE: 'myCoursePage',
  CAMPAIGN: 'up',
  FINGERPRINT: 'mbedid',
} as const;
