import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/database';
import { readCookie, setCookie } from '../../lib/cookies';

/** The last affiliate click: `<code>.<clicked at, ms>.<signature>`, HttpOnly, for the programme's cookie days. */
export const ATTRIBUTION_COOKIE = 'aff';
/** A random visitor id: clicks are counted once per link, visitor and day. */
export const VISITOR_COOKIE = 'aff_v';
const VISITOR_PATH = '/api/user/affiliate';

const DAY_MS = 24 * 60 * 60 * 1000;
const VIETNAM_MS = 7 * 60 * 60 * 1000;

/** A secret of this purpose only, derived from the signing key (the cookie is not a token of anything else). */
function key(app: FastifyInstance, purpose: string): Buffer {
  return createHmac('sha256', app.config.jwtSecret).update(`affiliate:${purpose}`).digest();
}

function sign(app: FastifyInstance, payload: string): string {
  return createHmac('sha256', key(app, 'cookie')).update(payload).digest('base64url').slice(0, 32);
}

/** The day in Vietnam (UTC+7, no summer time) of an instant, YYYY-MM-DD. */
export function vietnamDay(ms: number): string {
  return new Date(ms + VIETNAM_MS).toISOString().slice(0, 10);
}

export function attributionValue(app: FastifyInstance, code: string, at: number): string {
  const payload = `${code}.${at}`;
  return `${payload}.${sign(app, payload)}`;
}

/** The click the cookie names, when its signature holds and it is younger than the cookie days; else null. */
export function readAttribution(app: FastifyInstance, raw: string | undefined, now: number): { code: string; at: number } | null {
  const m = /^([A-Z0-9]{4,32})\.(\d{10,15})\.([A-Za-z0-9_-]{32})$/.exec(raw ?? '');
  if (!m) return null;
  const expected = Buffer.from(sign(app, `${m[1]}.${m[2]}`));
  const given = Buffer.from(m[3]!);
  if (!(expected.length === given.length && timingSafeEqual(expected, given))) return null;
  const at = Number(m[2]);
  if (at > now + 60_000 || now - at > app.config.affiliate.cookieDays * DAY_MS) return null;
  return { code: m[1]!, at };
}

/**
 * A visit through `?ref=<code>`: counted once per link, visitor and day, and the attribution cookie set to this
 * click (last click wins, whether or not it counted). The affiliate's own visits neither count nor set it.
 */
export async function recordClick(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, code: string): Promise<boolean | null> {
  const link = await app.repos.affiliate.activeLink(code);
  if (!link) return null;
  if (request.userId === link.user_id) return false;
  const now = app.config.clock();
  const secure = app.config.production;
  let visitor = readCookie(request, VISITOR_COOKIE) ?? '';
  const hadCookie = /^[a-f0-9]{32}$/.test(visitor);
  if (!hadCookie) {
    visitor = randomBytes(16).toString('hex');
    setCookie(reply, VISITOR_COOKIE, visitor, { path: VISITOR_PATH, expires: new Date(now + 365 * DAY_MS), httpOnly: true, secure, sameSite: 'Lax' });
  }
  const day = vietnamDay(now);
  const fingerprint = createHmac('sha256', key(app, 'visitor'))
    .update(`${day}|${request.ip}|${request.headers['user-agent'] ?? ''}`)
    .digest('base64url');
  const counted = await app.repos.affiliate.click(link.id, day, visitor, fingerprint, hadCookie, new Date(now));
  setCookie(reply, ATTRIBUTION_COOKIE, attributionValue(app, code.toUpperCase(), now), {
    path: '/',
    expires: new Date(now + app.config.affiliate.cookieDays * DAY_MS),
    httpOnly: true,
    secure,
    sameSite: 'Lax',
  });
  return counted;
}

/**
 * A new order remembers the link its buyer last came through, when that click is still within the cookie days and
 * the link's affiliate is approved and is not the buyer (an affiliate's own purchases never count).
 */
export async function attributeOrder(
  app: FastifyInstance,
  request: FastifyRequest,
  q: Queryable,
  buyerId: number,
  orderId: number,
): Promise<boolean> {
  const click = readAttribution(app, readCookie(request, ATTRIBUTION_COOKIE), app.config.clock());
  if (!click) return false;
  const link = await app.repos.affiliate.activeLink(click.code, q);
  if (!link || link.user_id === buyerId) return false;
  await app.repos.affiliate.recordReferral(q, orderId, link.id, link.user_id, new Date(click.at));
  return true;
}
