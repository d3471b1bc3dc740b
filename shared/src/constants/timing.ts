/** Business timings and cookie lifetimes (SPEC §2, §9). */

export const TOAST_DEFAULT_MS = 3000;
/** The page scroll lock is released this long after a modal closes. */
export const MODAL_SCROLL_RELEASE_MS = 300;
export const ANIMATION_MS = 250;

export const SESSION_COOKIE_DAYS = 3;
export const GUEST_COOKIE_DAYS = 7;
export const FREE_COURSE_SNAPSHOT_MS = 15 * 60 * 1000;
export const MY_COURSE_PAGE_COOKIE_SECONDS = 60;
/** SPEC is silent on the `up` campaign cookie lifetime; 30 days is the usual attribution window. */
export const CAMPAIGN_COOKIE_DAYS = 30;
/** The browser fingerprint cookie (mbedid) lasts a year; it is recomputed only when missing. */
export const FINGERPRINT_COOKIE_DAYS = 365;

/** Default TTL of the shell's "reload once" guard (chunk-load errors, build updates). */
export const RELOAD_GUARD_TTL_MS = 10_000;
