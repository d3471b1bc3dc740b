import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { signJwt, verifyJwt, type JwtKeys } from '../../lib/jwt';
import { unauthorized } from '../../lib/errors';
import { readCookie, setCookie } from '../../lib/cookies';

export const REFRESH_COOKIE = 'rt';
/** The refresh token goes to the refresh call only (not even to the rest of the API). */
export const REFRESH_COOKIE_PATH = '/api/user/refresh.json';
/** Where earlier versions kept it: cleared whenever the cookie is set, so no second copy lingers. */
const LEGACY_REFRESH_COOKIE_PATH = '/api/user';

function bearer(request: FastifyRequest): string | null {
  const h = request.headers.authorization;
  if (!h || !/^Bearer\s+/i.test(h)) return null;
  const token = h.replace(/^Bearer\s+/i, '').trim();
  return token && token.length < 4096 ? token : null;
}

/**
 * Access tokens: HS256 JWT { sub, sid, typ: 'access', exp }. The session (sid) is checked on every
 * authenticated call, so logout and refresh-token reuse cut access at once, not at `exp`.
 */
export default fp(async (app) => {
  app.decorateRequest('userId', null);
  app.decorateRequest('sessionId', null);

  async function resolve(request: FastifyRequest): Promise<'none' | 'ok' | 'bad'> {
    const token = bearer(request);
    if (!token) return 'none';
    const claims = verifyJwt(token, app.config.jwtKeys);
    if (!claims || claims.typ !== 'access' || typeof claims.sid !== 'string') return 'bad';
    if (!(await app.repos.sessions.isActive(claims.sid, claims.sub))) return 'bad';
    request.userId = claims.sub;
    request.sessionId = claims.sid;
    return 'ok';
  }

  app.decorate('requireUser', async (request: FastifyRequest) => {
    const r = await resolve(request);
    if (r === 'none') throw unauthorized();
    if (r === 'bad') throw unauthorized('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
  });

  // A token that is sent but invalid or expired is a 401 even where anonymous access is fine: the client then
  // refreshes and retries (SPEC §7 "401 handling") instead of silently seeing the anonymous view.
  app.decorate('optionalUser', async (request: FastifyRequest) => {
    if ((await resolve(request)) === 'bad') throw unauthorized('Phiên đăng nhập đã hết hạn, vui lòng đăng nhập lại');
  });
});

export function signAccessToken(keys: JwtKeys, ttl: number, userId: number, sessionId: string): string {
  return signJwt({ sub: userId, sid: sessionId, typ: 'access' }, keys, ttl);
}

export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return readCookie(request, REFRESH_COOKIE) || undefined;
}

/**
 * The refresh token lives only here: HttpOnly (no script reads it, so an XSS cannot take a 3-day
 * session), SameSite=Strict (the refresh is always a same-site call from the site's own script),
 * Path = the refresh call, Secure in production. No answer body carries it.
 */
export function setRefreshCookie(reply: FastifyReply, token: string, expiresAt: Date, secure: boolean): void {
  setCookie(reply, REFRESH_COOKIE, '', { httpOnly: true, sameSite: 'Strict', secure, path: LEGACY_REFRESH_COOKIE_PATH, expires: new Date(0) });
  setCookie(reply, REFRESH_COOKIE, token, { httpOnly: true, sameSite: 'Strict', secure, path: REFRESH_COOKIE_PATH, expires: expiresAt });
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  for (const path of [LEGACY_REFRESH_COOKIE_PATH, REFRESH_COOKIE_PATH]) {
    setCookie(reply, REFRESH_COOKIE, '', { httpOnly: true, sameSite: 'Strict', secure, path, expires: new Date(0) });
  }
}
