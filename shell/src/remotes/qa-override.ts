import { parseOverrides, readCookie, removeCookie, writeCookie } from '@edu/shared/core';
import { shellConfig } from '../startup/shell-config';

const COOKIE = 'mf_override';

/**
 * QA pins a published version per browser with `?mf_override=mf_catalogue@1.0.0-abc` (kept in a session
 * cookie; `?mf_override=clear` drops it). Off unless the runtime config turns `qaOverride` on; the
 * registry decides whether a pinned version is allowed.
 */
export function currentOverrides(search: string = window.location.search): Record<string, string> {
  if (!shellConfig().qaOverride) return {};
  const fromQuery = new URLSearchParams(search).get(COOKIE);
  if (fromQuery === 'clear') removeCookie(COOKIE);
  else if (fromQuery) writeCookie(COOKIE, fromQuery, undefined);
  return parseOverrides(fromQuery === 'clear' ? '' : (fromQuery ?? readCookie(COOKIE)));
}
