/**
 * Server rendering of one request: path check → registry (same one the browser reads, re-read when
 * it changes) → the visitor's versions → route → guard → redirect lookup → page cache → the owning
 * remote's server build of that version → React render with the page's data → HTML with head,
 * status, data and the exact versions the browser must hydrate.
 */
import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { authGuardDecision, COOKIE, isAuthenticated, toSessionState } from '@edu/shared/rules';
import type { PublicRegistry, RemoteVersionRef } from '@edu/shared/platform';
import { signHealthToken } from '@edu/shared/server';
import { BUCKET_COOKIE, OVERRIDE_COOKIE, chooseVersions, parseBucket } from './choose-versions';
import { jsonCookie, parseCookies } from './cookies';
import { pageCodeHints, plainPage, preloadLinks, renderDocument, shellPreloadLinks, stylesheetLinks } from './html-document';
import { providedFilesOf, shellShareHints } from './shell-share-hints';
import { checkRequestPath } from './request-path';
import { PageCache, type CachedPage } from './page-cache';
import { RedirectCache, REDIRECT_CACHE_MS } from './redirect-cache';
import { RemotePageLoader, type PreloadRef, type StylesheetRef } from './remote-page-loader';
import { CLEAR_FLASH_COOKIE, flashHtml, readFlash } from './flash';
import type { ServerPage, ShellServer } from './shell-server';
import { chooseEncoding, compressPage, MIN_COMPRESSIBLE_BYTES, type ContentCoding } from '../edge/content-encoding';
import { PAGE_SECURITY_HEADERS } from '../edge/security-headers';
import { cdnOriginsFromEnv, createPagePolicy } from './page-policy';
import { previewBarHtml, previewFor, type PreviewDecision } from '../preview/preview-request';
import { routeOf, ssrRenderDuration, ssrRenderFailures } from '../metrics/metrics';
import { createServerSignals, socketAddress, type ServerOutcome } from './server-signals';

export interface SsrOptions {
  deployDir: string;
  /** Where the server's API calls go (internal origin). */
  apiOrigin: string;
  /** Public origin of the site (canonical and og:url). */
  siteOrigin: string;
  /** Public runtime config inlined for the browser. */
  appConfig: Record<string, unknown> & { qaOverride?: boolean };
  /** Whole-render budget; regions not ready by then render in the browser. */
  budgetMs?: number;
  /** Per remote-load budget on the server. */
  remoteLoadBudgetMs?: number;
  /** Seconds anonymous HTML may be reused (0 disables the page cache). */
  pageCacheSeconds?: number;
  /** The key preview links are signed with (ops/src/preview); absent: preview links are refused. */
  previewSecret?: Buffer;
  /**
   * HEALTH_SECRET, shared with the API: each page carries a token signed with it for the versions it chose, without
   * which the API counts none of its health beacons (docs/decisions/2026-11-27-signed-health.md). Absent: no token.
   */
  healthSecret?: string;
  /** The visitor's address for the server's health signals (default: the socket's; behind nginx: ./server-signals.ts). */
  clientAddress?: (req: http.IncomingMessage) => string;
  /** CDN hosts pictures and videos may come from (default: CDN_ORIGINS); the page policy allows them (./page-policy.ts). */
  cdnOrigins?: string[];
  /** How long a page waits for the settings its policy follows (./page-policy.ts; default 300 ms). */
  policyWaitMs?: number;
  log?: (message: string, error?: unknown) => void;
}

export const SHARED_CACHE_CONTROL = 'public, max-age=0, s-maxage=1, stale-while-revalidate=1';

function readIfChanged(file: string, cache: { mtimeMs: number; text: string } | null) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  if (cache && cache.mtimeMs === stat.mtimeMs) return cache;
  return { mtimeMs: stat.mtimeMs, text: fs.readFileSync(file, 'utf8') };
}

export function createSsrHandler(options: SsrOptions) {
  const budgetMs = options.budgetMs ?? 3000;
  // One line per problem: what failed and why (a stack only for errors that are not expected faults).
  const log = options.log ?? ((m, e) => console.error(`[ssr] ${m}${e instanceof Error ? `: ${e.message.split('\n')[0]}` : ''}`));
  const shellDir = path.join(options.deployDir, 'shell');
  const serverEntry = path.join(options.deployDir, 'shell-server', 'index.js');
  let registryFile: { mtimeMs: number; text: string } | null = null;
  let registry: PublicRegistry = { schema: 1, updatedAt: '', remotes: {} };
  let template: { mtimeMs: number; text: string } | null = null;
  let shellManifest: { mtimeMs: number; text: string } | null = null;
  let providedFiles: Record<string, string[]> = {};
  let shell: Promise<ShellServer> | null = null;
  const pageCache = new PageCache((options.pageCacheSeconds ?? 5) * 1000);
  const pageCacheOn = (options.pageCacheSeconds ?? 5) > 0;
  const redirects = new RedirectCache(REDIRECT_CACHE_MS);
  const appConfigJson = JSON.stringify(options.appConfig);
  // the page policy follows the site's settings: analytics only when configured, images from the CDN / video hosts only
  const pagePolicy = createPagePolicy({
    apiOrigin: options.apiOrigin,
    cdnOrigins: options.cdnOrigins ?? cdnOriginsFromEnv(),
    waitMs: options.policyWaitMs,
    videoHead: (options.appConfig.video as { head?: string } | undefined)?.head,
  });
  // this service's renders per remote version, and their failures, counted where the browsers' beacons are
  const signals = options.healthSecret ? createServerSignals({ apiOrigin: options.apiOrigin, secret: options.healthSecret, log }) : null;
  const clientAddress = options.clientAddress ?? socketAddress;
  const inflight = new Map<string, Promise<Outcome>>();
  /** Concurrent misses of one page share one render. */
  const coalesce = (key: string, produce: () => Promise<Outcome>): Promise<Outcome> => {
    let pending = inflight.get(key);
    if (!pending) {
      pending = produce().finally(() => inflight.delete(key));
      inflight.set(key, pending);
    }
    return pending;
  };

  /** The shell's server build, loaded once per process (a shell deploy restarts the service; a remote deploy does not). */
  function loadShell(): Promise<ShellServer> {
    shell ??= (async () => {
      const loaded = await (require(serverEntry) as { ready: Promise<ShellServer> }).ready;
      loaded.configureServer({ ...options.appConfig, apiBaseUrl: options.apiOrigin, siteOrigin: options.siteOrigin });
      return loaded;
    })();
    shell.catch(() => (shell = null));
    return shell;
  }
  const remotes = new RemotePageLoader({
    deployDir: options.deployDir,
    load: async (remote, ref, expose) => (await loadShell()).loadServerPage(remote, ref, expose, options.deployDir),
    budgetMs: options.remoteLoadBudgetMs ?? 2000,
    log,
  });

  function previewDecision(rawUrl: string, cookieHeader: string | undefined, reg: PublicRegistry): PreviewDecision {
    if (options.previewSecret) return previewFor(rawUrl, cookieHeader, reg, options.previewSecret);
    return rawUrl.includes('mf_preview=')
      ? { kind: 'refused', status: 400, message: 'Trang web này không nhận liên kết xem trước.' }
      : { kind: 'none' };
  }

  function currentRegistry(): { registry: PublicRegistry; json: string } {
    const next = readIfChanged(path.join(options.deployDir, 'registry.json'), registryFile);
    if (next && next !== registryFile) {
      registryFile = next;
      registry = JSON.parse(next.text) as PublicRegistry;
    }
    return { registry, json: registryFile?.text ?? JSON.stringify(registry) };
  }

  return async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const started = performance.now();
    res.setHeader('Content-Security-Policy', await pagePolicy());
    const rawUrl = req.url ?? '/';
    const check = checkRequestPath(rawUrl);
    if (!check.ok) return sendPlain(res, check.status, check.reason);
    const pathname = check.pathname;
    template = readIfChanged(path.join(shellDir, 'index.html'), template);
    const manifest = readIfChanged(path.join(shellDir, 'mf-manifest.json'), shellManifest);
    if (manifest !== shellManifest) providedFiles = providedFilesOf((shellManifest = manifest)?.text ?? null);
    if (!template || !fs.existsSync(serverEntry)) return sendPlain(res, 503, 'Trang web đang được triển khai, vui lòng thử lại sau ít phút.');
    const server = await loadShell();

    const cookies = parseCookies(req.headers.cookie);
    const { registry: reg, json: registryJson } = currentRegistry();
    const search = rawUrl.slice(rawUrl.split(/[?#]/, 1)[0]!.length);
    // A QA pin in the query wins over the cookie, as in the browser ('clear' drops it).
    const pinned = new URLSearchParams(search).get(OVERRIDE_COOKIE);
    const override = pinned === 'clear' ? undefined : (pinned ?? cookies[OVERRIDE_COOKIE]);
    const preview = previewDecision(rawUrl, req.headers.cookie, reg);
    if (preview.kind === 'redirect') return redirect(res, 302, preview.location, preview.setCookie);
    if (preview.kind === 'refused') return sendPlain(res, preview.status, preview.message);
    if (preview.kind === 'dropped') res.setHeader('Set-Cookie', preview.setCookie);
    const shown = preview.kind === 'preview' ? preview.preview : null;
    const choice = shown
      ? chooseVersions(reg, { bucket: cookies[BUCKET_COOKIE], override: `${shown.remote}@${shown.version}`, qaOverride: true })
      : chooseVersions(reg, { bucket: cookies[BUCKET_COOKIE], override, qaOverride: options.appConfig.qaOverride === true });
    const route = server.matchRoute(pathname);
    routeOf.set(res, route.notFound ? '(not found)' : route.entry.path);

    const session = toSessionState(jsonCookie(cookies, COOKIE.SESSION));
    const authenticated = isAuthenticated(session);
    // the header shows the account in the HTML (a page read without script, after the sign-in form); never shared
    const account = authenticated ? session.userInfo?.full_name || session.userInfo?.email || 'Tài khoản' : undefined;
    const guard = authGuardDecision({
      path: pathname,
      fullPath: pathname + search,
      authenticated,
      userAgent: req.headers['user-agent'] ?? null,
    });
    if (guard.kind === 'redirect') return redirect(res, 302, guard.to);

    const signedIn = cookies[COOKIE.SESSION] !== undefined;
    // after an HTML form: this visitor's message and cart count (./flash.ts)
    const flash = readFlash(cookies);
    const shareable = route.ssr && !choice.personal && !signedIn && !flash && cookies.flash === undefined;
    const versionKey = Object.entries(choice.refs)
      .map(([n, r]) => `${n}@${r.version}`)
      .sort()
      .join(',');
    // a browser with the web font cached gets the page that uses it from the first paint (./html-document.ts)
    const webFont = cookies[COOKIE.WEB_FONT] === '1' ? 'now' : 'later';
    const cacheKey = `${rawUrl}|${versionKey}|${webFont}`;
    const hit = shareable ? pageCache.get(cacheKey) : undefined;
    if (hit && !hit.stale) return send(req, res, hit.page, { cache: 'HIT', started });

    /** Renders this request's page (or finds its redirect); shared by concurrent misses of one key. */
    const produce = async (): Promise<Outcome> => {
      // The redirect service is asked while the page renders; a redirect wins over the rendered page.
      const lookup = redirects.lookup(pathname, () => server.lookupRedirect(pathname));
      const pages = new Map<string, ServerPage>();
      const ref: RemoteVersionRef | undefined = route.page ? choice.refs[route.page.remote] : undefined;
      let cssLinks: StylesheetRef[] = [];
      let preloads: PreloadRef[] = [];
      let shellHints: string[] = [];
      /** How this version's server build fared on this render (only where it was asked to render). */
      let serverOutcome: ServerOutcome | null = null;
      if (route.page) {
        const key = server.serverPageKey(route.page.remote, route.page.expose);
        if (!ref) pages.set(key, { clientOnly: 'remote not in the registry', version: null });
        else if (!route.ssr) pages.set(key, { clientOnly: 'private page', version: ref.version });
        else {
          const loaded = await remotes.page(route.page.remote, ref, route.page.expose);
          if (!loaded.ok) ssrRenderFailures.inc({ remote: route.page.remote, version: ref.version, reason: 'load' });
          // a build that would not load is the version's failure; one slower than the budget is not (yet)
          serverOutcome = loaded.ok ? 'ok' : loaded.reason === 'server build failed' ? 'ssr-render' : null;
          pages.set(key, loaded.ok ? { component: loaded.component, version: ref.version } : { clientOnly: loaded.reason, version: ref.version });
        }
        if (ref) cssLinks = remotes.cssFor(route.page.remote, ref.version, route.page.expose);
        if (ref) preloads = remotes.preloadsFor(route.page.remote, ref, route.page.expose);
        if (ref) shellHints = shellShareHints(providedFiles, template!.text, remotes.sharesFor(route.page.remote, ref.version, route.page.expose));
      }

      let rendered;
      // render time and failures by the remote@version the page shows (the shell's own screens: "shell")
      const shownBy = { remote: route.page?.remote ?? 'shell', version: ref?.version ?? 'none' };
      const endRender = ssrRenderDuration.startTimer(shownBy);
      try {
        rendered = await server.renderPage({
          url: rawUrl,
          pages,
          budgetMs,
          cartCount: flash?.c,
          account,
          onError: (e) => {
            log(`render error on ${pathname}`, e);
            if (serverOutcome) serverOutcome = 'ssr-render';
          },
        });
        if (rendered.timedOut) ssrRenderFailures.inc({ ...shownBy, reason: 'timeout' });
      } catch (error) {
        log(`the shell failed to render ${pathname}; sending the client-rendered page`, error);
        ssrRenderFailures.inc({ ...shownBy, reason: 'render' });
        if (serverOutcome) serverOutcome = 'ssr-render';
        rendered = null;
      }
      endRender();
      if (serverOutcome && rendered && rendered.status >= 500) serverOutcome = 'ssr-5xx';
      if (serverOutcome && route.page && ref) {
        signals?.rendered({ remote: route.page.remote, version: ref.version, ip: clientAddress(req), path: pathname }, serverOutcome);
      }
      const moved = validRedirect(pathname, (await lookup)?.redirect);
      if (moved) return { kind: 'redirect', ...moved };
      const status = rendered ? (route.notFound ? 404 : rendered.status) : 200;
      // A page that could not get all its data (API down or slow) is not worth keeping.
      const complete =
        rendered !== null &&
        !rendered.timedOut &&
        !Object.values(rendered.queries).some((q) => 'error' in q && (q.error.status === 0 || q.error.status >= 500));
      const versions = Object.fromEntries(Object.entries(choice.refs).map(([n, r]) => [n, r.version]));
      const bucket = choice.newBucket ?? parseBucket(cookies[BUCKET_COOKIE]);
      const html = renderDocument({
        template: template!.text,
        head: rendered?.head ?? [],
        remoteAssets: stylesheetLinks(cssLinks) + pageCodeHints(preloadLinks(preloads) + shellPreloadLinks(shellHints)) + (rendered?.resources ?? ''),
        appConfigJson,
        registryJson,
        appHtml: rendered?.html ?? '',
        webFont,
        payload: rendered
          ? {
              queries: rendered.queries,
              versions,
              redirectChecked: true,
              ...(shown ? { preview: { remote: shown.remote, version: shown.version } } : {}),
              ...(flash?.c !== undefined ? { cartCount: flash.c } : {}),
              ...(account !== undefined ? { account } : {}),
              // one per render: a page shared from the cache shares it, which only happens while no canary runs
              ...(options.healthSecret ? { healthToken: signHealthToken(options.healthSecret, { versions, bucket }) } : {}),
            }
          : null,
      });
      // the preview bar sits outside the app's root: nothing of it is hydrated
      const after = (shown ? previewBarHtml(shown) : '') + (flash ? flashHtml(flash) : '');
      const finalHtml = after ? html.replace('</body>', () => `${after}</body>`) : html;
      const page: CachedPage = {
        status,
        body: Buffer.from(finalHtml),
        setCookie: [
          ...(choice.newBucket !== null ? [`${BUCKET_COOKIE}=${choice.newBucket}; Path=/; Max-Age=31536000; SameSite=Lax`] : []),
          ...(cookies.flash !== undefined ? [CLEAR_FLASH_COOKIE] : []),
        ],
        shareable: shareable && complete,
      };
      if (page.shareable) pageCache.set(cacheKey, page);
      return { kind: 'page', page };
    };

    // Without the page cache (SSR_PAGE_CACHE_SECONDS=0) every request renders: no sharing of renders either.
    if (!shareable || !pageCacheOn) return answer(req, res, await produce(), { cache: 'BYPASS', started });
    // Stale: answer at once with the old page; one request renders the new one in the background.
    const fresh = coalesce(cacheKey, produce);
    if (hit) {
      fresh.catch((error: unknown) => log(`background render of ${pathname} failed`, error));
      return send(req, res, hit.page, { cache: 'STALE', started });
    }
    return answer(req, res, await fresh, { cache: 'MISS', started });
  };
}

type Outcome = { kind: 'page'; page: CachedPage } | { kind: 'redirect'; status: 301 | 302; to: string };

type RedirectTarget = { to: string; type: 'internal' | 'external'; code?: number } | null | undefined;

/** Same-site paths, or http(s) URLs for an external target; never the page itself. */
function validRedirect(pathname: string, target: RedirectTarget): { status: 301 | 302; to: string } | null {
  if (!target?.to || target.to === pathname) return null;
  const ok = target.type === 'external' ? /^https?:\/\//i.test(target.to) : target.to.startsWith('/') && !target.to.startsWith('//');
  return ok ? { status: target.code === 302 ? 302 : 301, to: target.to } : null;
}

function answer(req: http.IncomingMessage, res: http.ServerResponse, outcome: Outcome, info: { cache: string; started: number }): void {
  if (outcome.kind === 'redirect') return redirect(res, outcome.status, outcome.to);
  send(req, res, outcome.page, info);
}

/** A page's compressed bodies, made once per page (a cached page is sent many times). */
const compressed = new WeakMap<CachedPage, Partial<Record<ContentCoding, Buffer>>>();

function encodedBody(page: CachedPage, coding: ContentCoding): Buffer {
  let bodies = compressed.get(page);
  if (!bodies) compressed.set(page, (bodies = {}));
  return (bodies[coding] ??= compressPage(page.body, coding));
}

function send(req: http.IncomingMessage, res: http.ServerResponse, page: CachedPage, info: { cache: string; started: number }): void {
  // HTML is most of what a first visit waits for: ~90 KB on the home page, ~10 KB as brotli.
  const coding = page.body.length >= MIN_COMPRESSIBLE_BYTES ? chooseEncoding(req.headers['accept-encoding']) : null;
  const body = coding ? encodedBody(page, coding) : page.body;
  const headers: http.OutgoingHttpHeaders = {
    ...PAGE_SECURITY_HEADERS,
    'Content-Security-Policy': String(res.getHeader('Content-Security-Policy') ?? PAGE_SECURITY_HEADERS['Content-Security-Policy']),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    Vary: 'Accept-Encoding',
    // Shared caches may keep anonymous pages a few seconds (keyed by the versions that rendered them);
    // anything that could differ per visitor is private.
    // Shared caches keep an anonymous page at most ~2 s (1 s fresh + 1 s stale), so a rollback is never
    // hidden longer than that; this service's own cache is keyed by the versions and may keep it longer.
    'Cache-Control': page.shareable ? SHARED_CACHE_CONTROL : 'private, no-store',
    'X-SSR-Cache': info.cache,
    'Server-Timing': `ssr;dur=${(performance.now() - info.started).toFixed(1)}`,
  };
  if (coding) headers['Content-Encoding'] = coding;
  // with any cookie this request already set (a dropped preview)
  const cookies = [res.getHeader('Set-Cookie') ?? []].flat().map(String).concat(page.setCookie);
  if (cookies.length) headers['Set-Cookie'] = cookies;
  res.writeHead(page.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

function redirect(res: http.ServerResponse, status: 301 | 302, location: string, setCookie?: string): void {
  res.writeHead(status, {
    Location: location,
    'Cache-Control': 'private, no-store',
    'Content-Length': 0,
    ...(setCookie ? { 'Set-Cookie': setCookie } : {}),
  });
  res.end();
}

function sendPlain(res: http.ServerResponse, status: number, message: string): void {
  const body = Buffer.from(plainPage(status, message));
  res.writeHead(status, {
    ...PAGE_SECURITY_HEADERS,
    'Content-Security-Policy': String(res.getHeader('Content-Security-Policy') ?? PAGE_SECURITY_HEADERS['Content-Security-Policy']),
    'Content-Type': 'text/html; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
  });
  res.end(body);
}
