import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Minimal cookie handling for the one cookie the API sets (the refresh token). @fastify/cookie 11 loads the
 * ESM-only `cookie` package with a dynamic import, which jest's CommonJS runtime on Node 20 cannot run.
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
    const raw = part
      .slice(eq + 1)
      .trim()
      .replace(/^"|"$/g, '');
    try {
      return decodeURIComponent(raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  expires: Date;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Lax' | 'Strict' | 'None';
}

export function setCookie(reply: FastifyReply, name: string, value: string, o: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${o.path}`, `Expires=${o.expires.toUTCString()}`];
  if (o.expires.getTime() <= Date.now()) parts.push('Max-Age=0');
  if (o.httpOnly) parts.push('HttpOnly');
  if (o.secure) parts.push('Secure');
  parts.push(`SameSite=${o.sameSite}`);
  const prior = reply.getHeader('set-cookie');
  const list = Array.isArray(prior) ? prior : prior ? [String(prior)] : [];
  // a cookie is one name at one path: a later setting of the same pair replaces the earlier one
  const samePair = (c: string) => c.startsWith(`${name}=`) && c.includes(`; Path=${o.path};`);
  // (Fastify appends to an existing set-cookie header: remove it, then set the whole list)
  reply.removeHeader('set-cookie');
  reply.header('set-cookie', [...list.filter((c) => !samePair(c)), parts.join('; ')]);
}
