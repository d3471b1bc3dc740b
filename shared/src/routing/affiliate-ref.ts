import { apiPost } from '../http/api-client';
import { ENDPOINTS } from '../http/endpoints';

const CODE = /^[A-Za-z0-9]{4,32}$/;
let lastSent = '';

/**
 * A page opened through an affiliate link (`?ref=<code>`, any page, server-rendered or not): the API records the
 * click (once per visitor and day) and sets the HttpOnly attribution cookie that a later order is credited by.
 * The browser never holds the attribution itself. Once per code and path; a failure is the affiliate's loss only.
 */
export function captureReferral(query: URLSearchParams, path: string): void {
  const code = query.get('ref')?.trim() ?? '';
  if (!CODE.test(code) || lastSent === `${code}|${path}`) return;
  lastSent = `${code}|${path}`;
  apiPost(ENDPOINTS.affiliateClick, { code: code.toUpperCase(), path: path.slice(0, 2000) }).catch(() => undefined);
}
