import { resolveRedirect } from './resolve-redirect';

/** Screens of the sign-in flows: landing on one of them after signing in would bounce, so go home. */
const AUTH_SCREENS = new Set([
  '/dang-nhap',
  '/dang-ky',
  '/register-otp',
  '/quen-mat-khau',
  '/quen-mat-khau-step-2',
  '/doi-mat-khau',
  '/kiem-tra-email',
  '/kiem-tra-sdt',
  '/verified',
  '/verify-change-email',
  '/callback',
]);

/**
 * Where to go after login or registration: SPEC §2's rule through `resolveRedirect` (bad target → the
 * current full path), and never back onto a sign-in screen. The app's sign-in screens and the API's
 * sign-in forms (api/src/routes/api/form/sign-in.ts) both go by it.
 */
export function redirectAfterAuth(target: string | null | undefined, currentFullPath: string): string {
  const resolved = resolveRedirect(target, currentFullPath);
  const path = resolved.split(/[?#]/)[0] ?? '/';
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return AUTH_SCREENS.has(normalized) ? '/' : resolved;
}

/** Keeps `?redirect=` when moving between the sign-in screens (login ↔ register ↔ OTP). */
export function withRedirect(path: string, redirect: string | null | undefined): string {
  if (!redirect) return path;
  const sep = path.includes('?') ? '&' : '?';
  return `${path}${sep}redirect=${encodeURIComponent(redirect)}`;
}
