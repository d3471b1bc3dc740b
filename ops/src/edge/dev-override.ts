import type http from 'node:http';
import { DEV_OVERRIDE_COOKIE, devSocketOrigin, formatDevOverride, parseDevOverride, REMOTES, type DevOverride } from '@edu/shared/platform';
import { CONTENT_SECURITY_POLICY } from './security-headers';
import { parseCookies } from '../ssr/cookies';

/**
 * The edge's half of `pnpm dev <remote>` (the browser's is shell/src/dev): a link `?mf_dev=<remote>@<origin>`
 * keeps the override in a session cookie for this browser only and drops the parameter from the address;
 * `?mf_dev=clear` ends it. While it is on, that browser's pages are rendered by the browser (the dev server's
 * code has no server build here, so nothing is hydrated against other markup) and are never cached.
 *
 * Closed unless the site turns it on (`pnpm start` does; production does not), and only for a loopback origin
 * (shared/src/platform/dev-override.ts names the adversary).
 */
export type DevOverrideDecision =
  | { kind: 'none' }
  /** The link set or cleared the override: go to the same address without the parameter. */
  | { kind: 'redirect'; location: string; setCookie: string }
  | { kind: 'refused'; message: string }
  | { kind: 'dev'; dev: DevOverride };

const KNOWN = REMOTES.map((r) => r.name);
const cookie = (value: string, maxAge?: number) =>
  `${DEV_OVERRIDE_COOKIE}=${encodeURIComponent(value)}; Path=/; SameSite=Lax${maxAge === undefined ? '' : `; Max-Age=${maxAge}`}`;

export function devOverrideFor(req: http.IncomingMessage, enabled: boolean): DevOverrideDecision {
  if (!enabled) return { kind: 'none' };
  const url = new URL(req.url ?? '/', 'http://edge');
  const asked = url.searchParams.get(DEV_OVERRIDE_COOKIE);
  if (asked !== null) {
    url.searchParams.delete(DEV_OVERRIDE_COOKIE);
    const location = `${url.pathname}${url.search}`;
    if (asked === 'clear') return { kind: 'redirect', location, setCookie: cookie('', 0) };
    const dev = parseDevOverride(asked, KNOWN);
    if (!dev) {
      return {
        kind: 'refused',
        message: `Liên kết phát triển không hợp lệ: cần dạng <remote>@http://localhost:<cổng>, với remote là một trong ${KNOWN.join(', ')}, và máy chủ phát triển chạy trên chính máy này.`,
      };
    }
    return { kind: 'redirect', location, setCookie: cookie(formatDevOverride(dev)) };
  }
  const dev = parseDevOverride(parseCookies(req.headers.cookie)[DEV_OVERRIDE_COOKIE], KNOWN);
  return dev ? { kind: 'dev', dev } : { kind: 'none' };
}

/** The page policy with the dev server's origin added where its code, styles, hot updates and socket come from. */
export function devContentSecurityPolicy(dev: DevOverride): string {
  const extra: Record<string, string> = {
    // eval: the dev server's fastest source maps (eval-cheap-module-source-map); this browser's pages only
    'script-src': `${dev.origin} 'unsafe-eval'`,
    'style-src': dev.origin,
    'img-src': dev.origin,
    'font-src': dev.origin,
    'connect-src': `${dev.origin} ${devSocketOrigin(dev)}`,
  };
  return CONTENT_SECURITY_POLICY.split('; ')
    .map((directive) => {
      const name = directive.split(' ', 1)[0]!;
      return extra[name] ? `${directive} ${extra[name]}` : directive;
    })
    .join('; ');
}
