/**
 * The cookies of the site's HTML forms (docs/decisions/2026-11-27-actions-before-the-app.md): a form posted
 * before the app has started is answered with a 303 and a one-time flash message, which the server-rendered
 * page after the redirect shows (and clears). The guest cart's token is a cookie too, so a form and the app
 * use the same guest cart.
 */
export const FLASH_COOKIE = 'flash';
/** Readable by the app (it sends it as X-Guest-Token), SameSite=Lax: no other site's form carries it. */
export const GUEST_TOKEN_COOKIE = 'edu_guest';

export type FlashKind = 'success' | 'info' | 'error';

/** What the server says after a form: the message, its kind and, after a cart form, the cart's count. */
export interface Flash {
  m: string;
  k: FlashKind;
  c?: number;
}

const KINDS: readonly FlashKind[] = ['success', 'info', 'error'];

/** The flash cookie's value (already URI-decoded), or null when missing or not one of ours. */
export function parseFlash(raw: string | undefined): Flash | null {
  if (!raw || raw.length > 600) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { m, k, c } = value as Record<string, unknown>;
  if (typeof m !== 'string' || !m || m.length > 300 || !KINDS.includes(k as FlashKind)) return null;
  const count = typeof c === 'number' && Number.isInteger(c) && c >= 0 && c < 10_000 ? c : undefined;
  return count === undefined ? { m, k: k as FlashKind } : { m, k: k as FlashKind, c: count };
}
