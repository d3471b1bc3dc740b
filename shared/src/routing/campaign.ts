type QueryValue = string | null | undefined | readonly (string | null | undefined)[];
export type QueryLike = URLSearchParams | Record<string, QueryValue>;

function first(query: QueryLike, key: string): string {
  const raw = query instanceof URLSearchParams ? query.get(key) : query[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return typeof value === 'string' ? value.trim() : '';
}

/** Lone surrogates cannot be UTF-8 encoded; they become U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * UTF-8 safe base64 (btoa alone throws above U+00FF, e.g. on Vietnamese). Built on
 * encodeURIComponent rather than TextEncoder, which some embedded/test DOMs lack.
 */
export function base64Utf8(text: string): string {
  const utf8 = encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));
  return btoa(utf8.replace(/%([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/** Value of the `up` cookie: base64 of 'utm_source.utm_campaign', or null unless both are present. */
export function campaignCookieValue(query: QueryLike): string | null {
  const source = first(query, 'utm_source');
  const campaign = first(query, 'utm_campaign');
  return source && campaign ? base64Utf8(`${source}.${campaign}`) : null;
}

/** Second-level labels under a country TLD that are public suffixes ('khoahoc.com.vn'). */
const SECOND_LEVEL = new Set(['com', 'net', 'org', 'edu', 'gov', 'ac', 'co', 'info', 'name', 'biz', 'pro', 'health', 'int']);

/**
 * The cookie domain shared by the site's subdomains: 'www.khoahoc.vn' → '.khoahoc.vn',
 * 'm.khoahoc.com.vn' → '.khoahoc.com.vn'. localhost and IP addresses → undefined (host-only cookie).
 */
export function parentCookieDomain(hostname: string): string | undefined {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.toLowerCase().split('.');
  const [sld, tld] = labels.slice(-2);
  const keep = tld && tld.length === 2 && sld && SECOND_LEVEL.has(sld) ? 3 : 2;
  return labels.length < keep ? undefined : `.${labels.slice(-keep).join('.')}`;
}
