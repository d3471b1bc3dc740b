import path from 'node:path';

/**
 * The one spelling of a request path every edge rule is judged on (the audit fetched `/x.js%2emap` and
 * `/remotes/…/%73erver/remoteEntry.js`: each rule had looked at the raw path, the file system at the decoded one).
 * Done once, before every rule, as nginx does for its locations (ops/nginx/edge.conf): percent-decoded once,
 * backslashes as slashes, duplicate slashes merged, `.` and `..` resolved (never above the root). `rules` is the
 * same path in lower case, for rules that must hold whatever the case (a case-insensitive disk serves `.MAP`).
 * Files are then looked up by `path`, never by decoding again (`%252e` must stay `%2e`).
 *
 * null: a path no file can have — a malformed escape, a NUL, not starting with `/` (the edge answers 400).
 */
export interface NormalizedPath {
  path: string;
  rules: string;
}

export function normalizePath(rawUrl: string): NormalizedPath | null {
  const raw = rawUrl.split(/[?#]/, 1)[0]!;
  if (!raw.startsWith('/')) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  // posix.normalize merges slashes and resolves dot segments; a leading `/..` stays at the root
  let normal = path.posix.normalize(decoded.replace(/\\/g, '/'));
  // a trailing slash is kept (a folder); a trailing `/.` or `/..` becomes one
  if (/\/\.{1,2}$/.test(decoded) && !normal.endsWith('/')) normal += '/';
  return { path: normal, rules: normal.toLowerCase() };
}

/**
 * Files in the deploy folder that are not for browsers, judged on the normalised lower-case path: a version's
 * server build (the SSR service's) and source maps (kept for ops to decode stack traces; they are the source).
 */
export const isPrivatePath = (rules: string): boolean => /^\/remotes\/[^/]+\/[^/]+\/server(\/|$)/.test(rules) || /\.map\/?$/.test(rules);
