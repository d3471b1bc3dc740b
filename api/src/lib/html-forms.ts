import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FLASH_COOKIE, GUEST_TOKEN_COOKIE, type Flash } from '@edu/shared/platform';
import { AppError, forbidden } from './errors';
import { readCookie, setCookie } from './cookies';

/**
 * The site's HTML forms (routes/api/form): what a page's buttons post before the app has started
 * (docs/decisions/2026-11-27-actions-before-the-app.md). Each is answered with a 303 back to a page of the
 * site and a one-time flash message; errors a learner can fix are flash messages too, never a JSON page.
 *
 * CSRF: the cookies a form relies on are SameSite=Lax (a cross-site POST carries none of them) and the
 * request must come from the site itself (Origin, or Sec-Fetch-Site where a browser sends no Origin).
 */
export const FOREIGN_FORM_MESSAGE = 'Biểu mẫu này không được gửi từ trang KhoaHoc.vn';
const GUEST = /^[A-Za-z0-9_-]{16,128}$/;
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** application/x-www-form-urlencoded bodies as a flat object (the route's schema coerces and checks them). */
export function acceptFormBodies(app: FastifyInstance): void {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });
}

/** The origins this site is served from: the configured one and the one the request was addressed to. */
function sameSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return request.headers['sec-fetch-site'] === 'same-origin';
  // SITE_ORIGIN may list several (as for CORS)
  const sites = request.server.config.siteOrigin.split(',').map((o) => o.trim());
  const allowed = new Set([...sites, `${request.protocol}://${request.host}`]);
  return allowed.has(origin);
}

/** A post from another site (or one that does not say where it comes from) is refused, 403, nothing done. */
export function refuseForeign(request: FastifyRequest): void {
  if (!sameSite(request)) throw forbidden(FOREIGN_FORM_MESSAGE);
}

/**
 * preHandler of every form route: refuses a foreign post (403), then reads the session the way the app
 * sends it (the access token of the userStore cookie) so the route sees `request.userId` when signed in.
 * Returns 'expired' when a token was there but is no longer valid.
 */
export async function formSession(request: FastifyRequest, reply: FastifyReply): Promise<'guest' | 'user' | 'expired'> {
  refuseForeign(request);
  if (!request.headers.authorization) {
    const token = sessionToken(readCookie(request, 'userStore'));
    if (!token) return 'guest';
    request.headers.authorization = `Bearer ${token}`;
  }
  try {
    await request.server.optionalUser.call(request.server, request, reply);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 401) return 'expired';
    throw error;
  }
  return request.userId ? 'user' : 'guest';
}

/** The access token of the app's session cookie (userStore), as the app sends it. */
export function sessionToken(raw: string | undefined): string | null {
  if (!raw || raw.length > 8192) return null;
  try {
    const token = (JSON.parse(raw) as { userInfo?: { token?: unknown } }).userInfo?.token;
    return typeof token === 'string' && token.length < 4096 ? token : null;
  } catch {
    return null;
  }
}

/** A path on this site to go back to; anything else (another host, `//x`, `/\x`) is the home page. */
export function backPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length > 2000 || !/^\/(?![/\\])/.test(value) || [...value].some((ch) => ch < ' ')) return fallback;
  return value;
}

const secure = (request: FastifyRequest) => request.protocol === 'https';

/** The guest cart's token: the browser's cookie, or a new one set now (the app adopts it as its X-Guest-Token). */
export function guestToken(request: FastifyRequest, reply: FastifyReply): string {
  const existing = readCookie(request, GUEST_TOKEN_COOKIE);
  if (existing && GUEST.test(existing)) return existing;
  const token = randomBytes(24).toString('base64url');
  setCookie(reply, GUEST_TOKEN_COOKIE, token, {
    path: '/',
    expires: new Date(Date.now() + YEAR_MS),
    httpOnly: false,
    secure: secure(request),
    sameSite: 'Lax',
  });
  return token;
}

/** Sets a cookie the app reads with js-cookie (JSON, URI-encoded). */
export function setJsonCookie(request: FastifyRequest, reply: FastifyReply, name: string, value: unknown, expires: Date): void {
  setCookie(reply, name, JSON.stringify(value), { path: '/', expires, httpOnly: false, secure: secure(request), sameSite: 'Lax' });
}

/** 303 to `location` with the flash message the next page shows once. */
export function seeOther(request: FastifyRequest, reply: FastifyReply, location: string, flash?: Flash): FastifyReply {
  if (flash) {
    setCookie(reply, FLASH_COOKIE, JSON.stringify(flash), {
      path: '/',
      expires: new Date(Date.now() + 60_000),
      httpOnly: true,
      secure: secure(request),
      sameSite: 'Lax',
    });
  }
  return reply.code(303).header('location', location).header('cache-control', 'no-store').send();
}

/** A learner-facing failure (4xx AppError) goes back with its message; anything else is a real fault. */
export function failureFlash(error: unknown): Flash {
  if (error instanceof AppError && error.statusCode < 500) return { m: error.message, k: 'error' };
  throw error;
}

export const signInPath = (back: string) => `/dang-nhap?redirect=${encodeURIComponent(back)}`;
