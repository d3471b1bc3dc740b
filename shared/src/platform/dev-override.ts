/**
 * A squad's dev server in place of one remote, in one browser (`pnpm dev <remote>`): the cookie
 * `mf_dev=<remote>@<origin>` (set by the edge from `?mf_dev=…`; `?mf_dev=clear` drops it).
 *
 * The adversary is a link: whoever can make a learner open `…?mf_dev=mf_x@https://evil.example` would run
 * their code on the site's origin. So the origin must be loopback (the visitor's own machine: code a
 * link's author does not control), the site must allow dev overrides at all (off in production), and the
 * remote must be one the site knows.
 */
export const DEV_OVERRIDE_COOKIE = 'mf_dev';
export const DEV_OVERRIDE_VERSION = 'dev';

export interface DevOverride {
  remote: string;
  /** The dev server's origin, e.g. http://localhost:3301 (no path, no trailing slash). */
  origin: string;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `mf_content@http://localhost:3301` → { remote, origin }; null for anything else (never a non-loopback origin). */
export function parseDevOverride(value: string | null | undefined, knownRemotes: readonly string[]): DevOverride | null {
  const match = /^([a-z][a-z0-9_]*)@(.+)$/.exec((value ?? '').trim());
  if (!match || !knownRemotes.includes(match[1]!)) return null;
  let url: URL;
  try {
    url = new URL(match[2]!);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!LOOPBACK_HOSTS.has(url.hostname) || url.username || url.password) return null;
  if ((url.pathname !== '/' && url.pathname !== '') || url.search || url.hash) return null;
  return { remote: match[1]!, origin: url.origin };
}

export const formatDevOverride = (dev: DevOverride): string => `${dev.remote}@${dev.origin}`;

/**
 * The dev server's container. Its entry file, not a manifest: a dev manifest lists the last hot updates among
 * an expose's files, and the runtime would preload (and run) them with the page.
 */
export const devEntryUrl = (dev: DevOverride): string => `${dev.origin}/remoteEntry.js`;

/** The hot-update socket of the dev server (webpack-dev-server's /ws), for the page's connect-src. */
export const devSocketOrigin = (dev: DevOverride): string => dev.origin.replace(/^http/, 'ws');
