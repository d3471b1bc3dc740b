/**
 * What a CDN in front of the edge may keep (issue 30 item 3), as data: the one statement that ops/nginx/edge.conf's
 * Cache-Control map, the SSR service's page header and the CDN's config (ops/nginx/cdn.conf, generated from this by
 * ./cdn-config.ts) are held to (ops/test/edge/cdn-rules.test.ts). The CDN honours the edge's Cache-Control, as any
 * CDN does; these rules add what a CDN must never do whatever the origin says: store a private answer.
 * docs/cdn.md turns them into a CDN's settings.
 */
import { COOKIE } from '@edu/shared/core';
import { FLASH_COOKIE } from '@edu/shared/platform';
import { PREVIEW_COOKIE } from '../preview/preview-links';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export interface CdnRule {
  name: string;
  /** A regular expression over the normalised path (nginx's $uri); the first rule that matches decides. */
  path: string;
  /**
   * `keep`: stored as the edge's Cache-Control says (`edge`, what it sends on a good answer); `pass`: never stored,
   * whatever the answer says (the service's own header is for the browser).
   */
  cdn: 'keep' | 'pass';
  edge: string | null;
  /**
   * The answer may differ per visitor (pages: the SSR service reads the session cookie), so a request with a private
   * cookie or Authorization is never answered from the store nor stored. False where the edge answers from files or
   * the bucket and never reads them: a signed-in visitor's remote files come from the CDN like anyone's.
   */
  perVisitor: boolean;
  why: string;
  /** Paths the rule is for: the agreement test reads each through every config. */
  examples: string[];
}

/** An anonymous page: shared caches keep it a second, then serve it a second more while they fetch the next. */
export const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';

export const CDN_RULES: readonly CdnRule[] = [
  {
    name: 'api',
    path: '^/(api|restapi|uploads)/',
    cdn: 'pass',
    edge: null,
    perVisitor: true,
    why: "the API's answers: a learner's own, or public for seconds; the API's header is for browsers",
    examples: ['/api/user/user.json', '/api/user/course.json', '/api/settings.json', '/uploads/users/1/ab/avatars/1.png'],
  },
  {
    name: 'generated-by-api',
    path: '^/(sitemap[^/]*\\.xml|robots\\.txt)$',
    cdn: 'pass',
    edge: null,
    perVisitor: true,
    why: 'generated from the database by the API',
    examples: ['/sitemap.xml', '/sitemap-courses-1.xml', '/robots.txt'],
  },
  {
    name: 'ops-console',
    path: '^/ops/',
    cdn: 'pass',
    edge: null,
    perVisitor: true,
    why: 'the ops console, behind deploy tokens',
    examples: ['/ops/console'],
  },
  {
    name: 'uploads-in',
    path: '^/edu-uploads/',
    cdn: 'pass',
    edge: null,
    perVisitor: true,
    why: 'presigned PUTs into the uploads bucket',
    examples: ['/edu-uploads/u/1.png'],
  },
  {
    name: 'registry-events',
    path: '^/registry/events$',
    cdn: 'pass',
    edge: null,
    perVisitor: true,
    why: 'a stream (Server-Sent Events): passed unbuffered',
    examples: ['/registry/events'],
  },
  {
    name: 'remote-version',
    path: '^/remotes/[^/]+/[^/]+/',
    cdn: 'keep',
    edge: IMMUTABLE,
    perVisitor: false,
    why: "a published version's folder never changes (the registry is the pointer that moves): a year",
    examples: ['/remotes/mf_content/1.0.0-a/remoteEntry.js', '/remotes/mf_content/1.0.0-a/mf-manifest.json', '/remotes/mf_content/1.0.0-a/113.js'],
  },
  {
    name: 'types-version',
    path: '^/types/[^/]+/[^/]+/',
    cdn: 'keep',
    edge: IMMUTABLE,
    perVisitor: false,
    why: "a version of the contract's types never changes",
    examples: ['/types/platform/1.4.0/types.zip'],
  },
  {
    name: 'types-pointer',
    path: '^/types/',
    cdn: 'keep',
    edge: 'no-cache',
    perVisitor: false,
    why: 'the pointer and the puller move',
    examples: ['/types/latest.json'],
  },
  {
    name: 'registry',
    path: '^/registry\\.json$',
    cdn: 'keep',
    edge: 'no-cache',
    perVisitor: false,
    why: 'the pointer a promote or rollback moves: asked of the edge every time, so no purge is ever needed',
    examples: ['/registry.json'],
  },
  {
    name: 'runtime-config',
    path: '^/app-config\\.json$',
    cdn: 'keep',
    edge: 'no-cache',
    perVisitor: false,
    why: 'the runtime config',
    examples: ['/app-config.json'],
  },
  {
    name: 'hashed-asset',
    path: '\\.[0-9a-f]{10}\\.(js|css|woff2)$',
    cdn: 'keep',
    edge: IMMUTABLE,
    perVisitor: false,
    why: "the shell's files named by their content: a year",
    examples: ['/177.4fd64d10b8.js', '/fonts/be-vietnam-pro-latin-400-normal.0123456789.woff2'],
  },
  {
    name: 'entry-point',
    path: '(^/federation-runtime\\.js|/remoteEntry\\.js|/mf-manifest\\.json|/mf-stats\\.json|\\.html)$',
    cdn: 'keep',
    edge: 'no-cache',
    perVisitor: false,
    why: 'names that stay while their content changes',
    examples: ['/federation-runtime.js', '/index.html'],
  },
  {
    name: 'shell-file',
    path: '\\.(ico|png|svg|txt|webmanifest)$',
    cdn: 'keep',
    edge: 'public, max-age=3600',
    perVisitor: false,
    why: "the shell's unhashed files: an hour",
    examples: ['/favicon.ico'],
  },
  {
    name: 'page',
    path: '^/',
    cdn: 'keep',
    edge: PAGE_CACHE_CONTROL,
    perVisitor: true,
    why: "a page rendered by the SSR service for an anonymous visitor (anything personal: 'private, no-store')",
    examples: ['/', '/tin-tuc', '/khoa-hoc/lap-trinh-web'],
  },
];

/** The rule for a path: the first that matches (the last one matches every path). */
export function cdnRuleFor(pathname: string): CdnRule {
  return CDN_RULES.find((rule) => new RegExp(rule.path).test(pathname))!;
}

/**
 * A request carrying any of these (or Authorization) to a `perVisitor` path is a visitor's own: never answered from
 * the CDN's store nor stored, whatever the answer's header says — the session, the guest cart, the refresh token, a
 * form's flash, a preview link.
 */
export const PRIVATE_COOKIES: readonly string[] = [COOKIE.SESSION, COOKIE.GUEST, 'rt', FLASH_COOKIE, PREVIEW_COOKIE];

/**
 * What varies an answer: the content coding only (the edge compresses per client), reduced to br, gzip or none
 * and made part of the key. An answer that varies on anything else is not stored.
 */
export const VARY = ['Accept-Encoding'] as const;
