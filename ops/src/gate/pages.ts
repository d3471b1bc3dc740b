import { matchRoute, ROUTES, type RemotePageRef, type RouteEntry } from '@edu/shared/pages';

/**
 * Which URLs the render gate visits: one per page (expose) of the remote, from the shell's route table;
 * a route with parameters takes a real URL of the site from its sitemap, else a slug that matches nothing
 * (the page then shows its own "not found", which must render too).
 */
export interface GatePage {
  expose: string;
  url: string;
}

/** Reads a URL's text; null when it does not answer. */
export type FetchText = (url: URL) => Promise<string | null>;

const NO_SUCH_SLUG = 'kiem-tra-ban-moi';
/** Child sitemaps read at most, in the index's order, until every route has its sample. */
const MAX_CHILD_SITEMAPS = 12;

const locs = (xml: string) => [...xml.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
/** A sitemap's own file (of an index, or a sitemap-*.xml a catch-all route would take for a page) is no page. */
const isSitemapFile = (pathname: string) => /\.xml$/i.test(pathname);

export async function pagesOf(remote: string, siteUrl: string, fetchText: FetchText = fetchTextOf): Promise<GatePage[]> {
  const routes = ROUTES.filter((r): r is RouteEntry & { page: RemotePageRef } => typeof r.page !== 'string' && r.page.remote === remote);
  const needSample: RouteEntry[] = routes.filter((r) => /[:*]/.test(r.path));
  const samples = new Map<RouteEntry, string>();
  const take = (paths: string[]) => {
    for (const p of paths) {
      if (isSitemapFile(p)) continue;
      const entry = matchRoute(p).entry;
      if (entry && needSample.includes(entry) && !samples.has(entry)) samples.set(entry, p);
    }
  };
  // /sitemap.xml is a list of pages, or an index of sitemap files (each read through the same site)
  const top = locs((await fetchText(new URL('/sitemap.xml', siteUrl))) ?? '');
  take(top);
  for (const child of top.filter(isSitemapFile).slice(0, MAX_CHILD_SITEMAPS)) {
    if (samples.size === needSample.length) break;
    take(locs((await fetchText(new URL(child, siteUrl))) ?? ''));
  }
  const pages: GatePage[] = [];
  for (const route of routes) {
    if (pages.some((p) => p.expose === route.page.expose)) continue; // one URL per page, its first route
    const url = /[:*]/.test(route.path)
      ? (samples.get(route) ?? route.path.replace(/:[^/]+/g, NO_SUCH_SLUG).replace(/\*$/, NO_SUCH_SLUG))
      : route.path;
    pages.push({ expose: route.page.expose, url });
  }
  return pages;
}

async function fetchTextOf(url: URL): Promise<string | null> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
    return res.ok ? await res.text() : null;
  } catch {
    return null;
  }
}
