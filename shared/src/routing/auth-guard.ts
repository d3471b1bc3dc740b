import { isCrawler } from './crawler';

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string; clearSession?: boolean };

export interface GuardInput {
  /** Pathname only, e.g. '/tai-khoan/ho-so'. */
  path: string;
  /** Path + query + hash, used in the redirect parameter. */
  fullPath: string;
  authenticated: boolean;
  userAgent?: string | null;
}

export const ACTIVATE_COURSE_PATH = '/tai-khoan/kich-hoat-khoa-hoc';

/** Pages a signed-in user has no business on (SPEC §6). */
export const GUEST_ONLY_PATHS: ReadonlySet<string> = new Set([
  '/dang-nhap',
  '/dang-ky',
  '/kiem-tra-sdt',
  '/doi-mat-khau',
  '/register-otp',
  '/quen-mat-khau-step-2',
]);

export const loginRedirect = (fullPath: string): string => `/dang-nhap?redirect=${encodeURIComponent(fullPath)}`;

const normalize = (p: string): string => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** '/tai-khoan' and anything below it; '/tai-khoanx' is a different page. */
const needsAuth = (p: string): boolean => p === '/tai-khoan' || p.startsWith('/tai-khoan/');

/**
 * SPEC §2 "/lm/active" and §6. `/lm/active` is an entry point, not a guarded page, so it redirects
 * everyone, crawlers included (they count as not signed in). Everything else: crawlers pass.
 */
export function authGuardDecision(input: GuardInput): GuardDecision {
  const path = normalize(input.path);
  if (path === '/lm/active') {
    return { kind: 'redirect', to: input.authenticated ? ACTIVATE_COURSE_PATH : loginRedirect(ACTIVATE_COURSE_PATH) };
  }
  if (isCrawler(input.userAgent)) return { kind: 'allow' };
  if (needsAuth(path) && !input.authenticated) {
    return { kind: 'redirect', to: loginRedirect(input.fullPath), clearSession: true };
  }
  if (input.authenticated && GUEST_ONLY_PATHS.has(path)) return { kind: 'redirect', to: '/' };
  return { kind: 'allow' };
}
