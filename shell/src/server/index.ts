/**
 * The shell's server entry (built for Node next to the browser build): route matching, the
 * remotes' server pages and the render of one request. The SSR service (ops/src/ssr) loads it,
 * chooses versions and writes the HTTP answer.
 */
import { resetRuntimeConfig, setApiClient, setRuntimeConfig, type RuntimeConfigInput } from '@edu/shared/core';
import { createApiClient } from '@edu/shared/api-client';
import { lookupRedirect } from '../navigation/server-redirect';

export { matchRoute, type MatchedRoute } from '@edu/shared/pages';
export { renderPage, type RenderInput, type RenderedPage } from './render-page';
export { loadServerPage } from './load-server-page';
export { ClientOnlyRegion, CLIENT_ONLY_DIGEST, serverPageKey, type ServerPage, type ServerPages } from '../remotes/server-pages';
export { lookupRedirect };

/** A page must answer quickly even when the API hangs: its calls give up early and the page shows why. */
export const SERVER_API_TIMEOUT_MS = 1500;

/** The server's view of the runtime config: the API's internal origin, the public site origin. */
export function configureServer(config: RuntimeConfigInput): void {
  resetRuntimeConfig();
  setRuntimeConfig(config);
  setApiClient(createApiClient({ baseURL: config.apiBaseUrl ?? '', timeout: SERVER_API_TIMEOUT_MS, currentPath: () => '' }));
}
