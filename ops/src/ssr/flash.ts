import { FLASH_COOKIE, parseFlash, type Flash } from '@edu/shared/platform';

/**
 * The one-time message an HTML form's 303 left (api/src/lib/html-forms.ts): the page after it shows the
 * message (outside the app's root, so hydration never sees it; readable without script), the cart's count
 * goes to the header's badge, and the cookie is cleared. Such a page is the visitor's own: never shared.
 */
export function readFlash(cookies: Record<string, string>): Flash | null {
  return parseFlash(cookies[FLASH_COOKIE]);
}

export const CLEAR_FLASH_COOKIE = `${FLASH_COOKIE}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A toast like the app's (role="status": read out once), fading by CSS alone (shell.css .sh-flash). */
export function flashHtml(flash: Flash): string {
  return `<div class="sh-flash sh-flash-${flash.k}" role="${flash.k === 'error' ? 'alert' : 'status'}">${escapeHtml(flash.m)}</div>`;
}
