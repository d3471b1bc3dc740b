/** The route the shell's router picks for a path: the shell, the SSR service and the render gate ask it the same way. */
import { matchRoutes } from '@edu/shared/router';
import { isValidCatchAll } from '@edu/shared/core';
import { ROUTES, TWO_SEGMENT_PAGE, type RemotePageRef, type RouteEntry } from './route-table';

export interface MatchedRoute {
  entry: RouteEntry;
  /** The remote page the route renders, or null for the shell's own screens (404, ops status…). */
  page: RemotePageRef | null;
  /** Rendered with its data on the server (public), or left to the browser (private, shell screens). */
  ssr: boolean;
  notFound: boolean;
}

const routeObjects = ROUTES.map((entry) => ({ path: entry.path, entry }));

/** The route the shell's router will pick for `pathname` (react-router's own ranking). */
export function matchRoute(pathname: string): MatchedRoute {
  const match = matchRoutes(routeObjects, pathname)?.[0];
  const entry = (match?.route as { entry: RouteEntry } | undefined)?.entry ?? ROUTES[ROUTES.length - 1]!;
  const ssr = entry.ssr === true;
  if (entry.page === 'catch-all') {
    return isValidCatchAll(pathname) ? { entry, page: TWO_SEGMENT_PAGE, ssr, notFound: false } : { entry, page: null, ssr, notFound: true };
  }
  if (typeof entry.page === 'string') return { entry, page: null, ssr, notFound: entry.page === 'not-found' || entry.page === 'lm-active' };
  return { entry, page: entry.page, ssr, notFound: false };
}
