/**
 * The guest's cart key: the API keeps a guest cart under the `X-Guest-Token` header and merges it
 * into the user's cart when a login or registration request carries the same header. The API client
 * sends it on every request made without an access token. Created lazily (no side effect at import).
 */
export const GUEST_TOKEN_KEY = 'edu:guest-token';
export const GUEST_TOKEN_HEADER = 'X-Guest-Token';
const VALID = /^[A-Za-z0-9_-]{16,128}$/;

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

/** Whether this browser has a guest token yet (a first visit has none, and so no guest cart). */
export function hasGuestToken(): boolean {
  const existing = storage()?.getItem(GUEST_TOKEN_KEY);
  return !!existing && VALID.test(existing);
}

/** The guest token, created (32 characters, URL-safe) on first use. */
export function getGuestToken(): string {
  const store = storage();
  const existing = store?.getItem(GUEST_TOKEN_KEY);
  if (existing && VALID.test(existing)) return existing;
  const token = randomToken();
  store?.setItem(GUEST_TOKEN_KEY, token);
  return token;
}
