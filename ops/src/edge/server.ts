import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { proxyTo } from './proxy';
import { safeJoin, sendBody, serveFile } from './static-files';
import { isPrivatePath, normalizePath } from './normalize-path';
import { setHstsIfTls } from './security-headers';
import { toPublicRegistry } from '../registry/store';
import { emptyState } from '../registry/types';
import { createSsrHandler } from '../ssr/ssr-handler';
import { createRegistryEvents, REGISTRY_EVENTS_PATH } from './registry-events';
import { devContentSecurityPolicy, devOverrideFor } from './dev-override';
import { PAGE_SECURITY_HEADERS } from './security-headers';
import { serveTypes } from '../types/serve-types';
import { instrumentRequests, routeOf } from '../metrics/metrics';

export interface EdgeOptions {
  deployDir: string;
  apiOrigin: string;
  /** Public runtime config inlined into index.html (and served at /app-config.json). */
  appConfig: Record<string, unknown>;
  /** Extra static folder (demo pages such as /parcel-demo.html). */
  staticDir?: string;
  /** Pages are rendered on the server (default); false serves the shell's index.html for the browser to render. */
  ssr?: boolean;
  /** Public origin of the site (canonical URLs), e.g. http://localhost:3000. */
  siteOrigin?: string;
  /** Seconds the SSR service reuses an anonymous page (0: render every request). */
  pageCacheSeconds?: number;
  /**
   * The ops web console at /ops/console (behind a deploy token), its handler made by the caller
   * (ops/src/console/console-handler.ts: the console sits above the edge); absent: no console on this edge.
   */
  opsConsole?: (req: http.IncomingMessage, res: http.ServerResponse) => boolean;
  /** A browser may load one remote from a dev server on its own machine (`pnpm dev`; ./dev-override.ts). Off unless on. */
  devOverrides?: boolean;
  /** The key preview links are signed with (ops/src/preview); absent: they are refused. */
  previewSecret?: Buffer;
  /** HEALTH_SECRET: pages carry a health token signed with it (the API holds the same key). */
  healthSecret?: string;
}

const PROXIED = ['/api/', '/restapi/', '/uploads/'];
/** Generated from the database by the API. */
const PROXIED_FILES = new Set(['/sitemap.xml', '/robots.txt']);
/** The sitemap index's files (api/src/routes/sitemap.ts); nginx: the same pattern in ops/nginx/edge.conf. */
const SITEMAP_FILE = /^\/sitemap-[a-z]+-[0-9]+\.xml$/;
const INCLUDE = /<!--# include virtual="([^"]+)" -->/g;

/**
 * The local edge: the same contract as the nginx config in docker-compose — shell, registry and
 * immutable remote versions as static files, `/api` proxied, SPA fallback to index.html.
 */
export function createEdgeServer(options: EdgeOptions): http.Server {
  const api = new URL(options.apiOrigin);
  const shellDir = path.join(options.deployDir, 'shell');

  const registryJson = (): string => {
    const file = path.join(options.deployDir, 'registry.json');
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : JSON.stringify(toPublicRegistry(emptyState()));
  };
  const appConfigJson = () => JSON.stringify(options.appConfig);
  const registryEvents = createRegistryEvents(options.deployDir);
  // Same idea as nginx SSI: the two pointer files are inlined, saving round trips at boot.
  const includes: Record<string, () => string> = { '/registry.json': registryJson, '/app-config.json': appConfigJson };

  /** The browser-rendered shell; `devPolicy`: for a browser with a dev override (its own policy, never stored). */
  const sendIndex = (req: http.IncomingMessage, res: http.ServerResponse, devPolicy?: string) => {
    const file = path.join(shellDir, 'index.html');
    if (!fs.existsSync(file)) {
      res.writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8' });
      return res.end('Shell chưa được triển khai: hãy chạy pnpm build.');
    }
    const html = fs.readFileSync(file, 'utf8').replace(INCLUDE, (_, name: string) => (includes[name]?.() ?? '').replace(/</g, '\\u003c'));
    if (!devPolicy) return sendBody(req, res, Buffer.from(html), 'text/html; charset=utf-8', 'no-cache');
    res.writeHead(200, {
      ...PAGE_SECURITY_HEADERS,
      'Content-Type': 'text/html; charset=utf-8',
      'Cache-Control': 'no-store',
      'Content-Security-Policy': devPolicy,
    });
    res.end(req.method === 'HEAD' ? undefined : html);
  };

  const ssr =
    options.ssr === false
      ? null
      : createSsrHandler({
          deployDir: options.deployDir,
          apiOrigin: options.apiOrigin,
          siteOrigin: options.siteOrigin ?? 'http://localhost:3000',
          appConfig: options.appConfig,
          pageCacheSeconds: options.pageCacheSeconds,
          previewSecret: options.previewSecret,
          healthSecret: options.healthSecret,
        });

  const handle = (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (options.opsConsole?.(req, res)) return;
    // every rule below is judged on one spelling of the path (percent-encoding, dot segments, slashes, case)
    const normal = normalizePath(req.url ?? '/');
    if (!normal) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end('Đường dẫn không hợp lệ.');
    }
    const { path: pathname, rules } = normal;
    if (PROXIED.some((p) => rules.startsWith(p)) || PROXIED_FILES.has(rules) || SITEMAP_FILE.test(rules)) {
      // metrics by route template: /api/*, /restapi/*, /uploads/*, the sitemap's and robots' files
      routeOf.set(res, PROXIED.find((p) => rules.startsWith(p))?.concat('*') ?? (SITEMAP_FILE.test(rules) ? '/sitemap-*.xml' : rules));
      return proxyTo(api, req, res);
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    if (pathname === REGISTRY_EVENTS_PATH) return registryEvents.handle(req, res);
    const include = includes[pathname];
    if (include) return sendBody(req, res, Buffer.from(include()), 'application/json; charset=utf-8', 'no-cache');
    // the platform contract's types and the squads' puller (docs/squad-types.md)
    if (serveTypes(req, res, options.deployDir, pathname)) return;
    // a page's route is set by the SSR handler when it renders one
    routeOf.set(res, rules.startsWith('/remotes/') ? '/remotes/*' : '(static)');
    if (isPrivatePath(rules) || rules.startsWith('/remotes/')) {
      if (!isPrivatePath(rules) && serveFile(req, res, safeJoin(options.deployDir, pathname))) return;
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end('Not found');
    }
    if (pathname !== '/' && pathname !== '/index.html' && serveFile(req, res, safeJoin(shellDir, pathname))) return;
    if (options.staticDir && serveFile(req, res, safeJoin(options.staticDir, pathname))) return;
    const dev = devOverrideFor(req, options.devOverrides === true);
    if (dev.kind === 'redirect') {
      res.writeHead(302, { Location: dev.location, 'Set-Cookie': dev.setCookie, 'Cache-Control': 'no-store' });
      return res.end();
    }
    if (dev.kind === 'refused') {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      return res.end(dev.message);
    }
    if (dev.kind === 'dev') return sendIndex(req, res, devContentSecurityPolicy(dev.dev));
    if (!ssr) return sendIndex(req, res);
    ssr(req, res).catch((error: unknown) => {
      console.error('[edge] server rendering failed; sending the browser-rendered shell', error);
      if (!res.headersSent) sendIndex(req, res);
      else res.destroy();
    });
  };

  // One bad request must never take the edge down: anything thrown answers 500 to that request only.
  const server = http.createServer((req, res) => {
    setHstsIfTls(req, res);
    try {
      handle(req, res);
    } catch (error) {
      console.error('[edge] request failed', req.url?.slice(0, 200), error);
      if (res.headersSent) return res.destroy();
      res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
      res.end('Lỗi máy chủ, vui lòng thử lại sau.');
    }
  });
  // closing the edge ends the tabs' event streams (they reconnect to whoever serves next)
  server.on('close', () => registryEvents.close());
  // request rate, errors and duration by route (ops/src/metrics), served on METRICS_PORT, never on this port
  instrumentRequests(server);
  return server;
}
