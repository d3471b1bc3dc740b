/**
 * The session and guard rules with nothing of React or the browser in them: what a server (the SSR
 * service) decides with before any page code runs. `@edu/shared/rules` keeps such a server's installs
 * free of the UI's dependencies.
 */
export { authGuardDecision, loginRedirect } from '../routing/auth-guard';
export { redirectAfterAuth, withRedirect } from '../routing/after-auth';
export { isAuthenticated, mapSubscriptions, userInfoFromLogin } from '../session/session-rules';
export { toSessionState, type SessionState } from '../session/session-state';
export { courseRoute, learnRoute } from '../format/routes';
export { FREE_COURSE_SNAPSHOT_MS, GUEST_COOKIE_DAYS, SESSION_COOKIE_DAYS } from '../constants/timing';
export { COOKIE } from '../constants/cookie-names';
export { buildFreeCourseSnapshot, type FreeCourseSnapshot } from '../session/free-course-snapshot-shape';
