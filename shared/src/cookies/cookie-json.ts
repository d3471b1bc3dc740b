import Cookies from 'js-cookie';

/** Lifetime: days (number) or an exact expiry; none: until the browser session ends. js-cookie is a no-op without `document` (Node). */
export type CookieLifetime = number | Date | undefined;

function attributes(expires: CookieLifetime): Cookies.CookieAttributes {
  const secure = globalThis.location?.protocol === 'https:';
  return { expires, path: '/', sameSite: 'Lax', secure };
}

/** Parsed JSON of a cookie, or undefined when missing or not valid JSON. */
export function readJsonCookie(name: string): unknown {
  const raw = Cookies.get(name);
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return undefined;
  }
}

export function writeJsonCookie(name: string, value: unknown, expires: CookieLifetime): void {
  Cookies.set(name, JSON.stringify(value), attributes(expires));
}

export function writeCookie(name: string, value: string, expires: CookieLifetime, domain?: string): void {
  Cookies.set(name, value, domain ? { ...attributes(expires), domain } : attributes(expires));
}

export function readCookie(name: string): string | undefined {
  return Cookies.get(name);
}

export function removeCookie(name: string): void {
  Cookies.remove(name, { path: '/' });
}
