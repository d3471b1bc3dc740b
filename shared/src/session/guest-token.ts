import { readCookie, writeCookie } from '../cookies/cookie-json';
import { GUEST_TOKEN_COOKIE } from '../platform/form-cookies';

/**
 * The guest's cart key: the API keeps a guest cart under the `X-Guest-Token` header and merges it
 * into the user's cart when a login or registration request carries the same header. The API client
 * sends it on every request made without an access token. Created lazily (no side effect at import).
 */
export const GUEST_TOKEN_KEY = 'edu:guest-token';
export const GUEST_TOKEN_HEADER = 'X-Guest-Token';
const VALID = /^[A-Za-z0-9_-]{16,128}$/;
const GUEST_TOKEN_COOKIE_DAYS = 365;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function randomToken(): string {
  const bytes = new Uint8Array(32);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'[b % 64]).join('');
}

/**
 * The token lives in the edu_guest cookie too (SameSite=Lax, a year): the site's HTML forms, posted before the
 * app has started, find the same guest cart (docs/decisions/2026-11-27-actions-before-the-app.md). The cookie
 * wins: a form may have made it before this browser's app ever ran.
 */
function cookieToken(): string | null {
  const token = readCookie(GUEST_TOKEN_COOKIE);
  return token && VALID.test(token) ? token : null;
}

function storedToken(): string | null {
  const token = storage()?.getItem(GUEST_TOKEN_KEY);
  return token && VALID.test(token) ? token : null;
}

/** Whether this browser has a guest token yet (a first visit has none, and so no guest cart). */
export function hasGuestToken(): boolean {
  return cookieToken() !== null || storedToken() !== null;
}

/** The guest token, created (32 characters, URL-safe) on first use. */
export function getGuestToken(): string {
  const fromCookie = cookieToken();
  const token = fromCookie ?? storedToken() ?? randomToken();
  if (storedToken() !== token) storage()?.setItem(GUEST_TOKEN_KEY, token);
  if (fromCookie === null) writeCookie(GUEST_TOKEN_COOKIE, token, GUEST_TOKEN_COOKIE_DAYS);
  return token;
}
