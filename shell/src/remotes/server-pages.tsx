import { createContext, useContext } from 'react';
import type { ServerPage, ServerPages } from '@edu/shared/pages';

/**
 * What the server resolved for the remote pages of one request, before rendering: the page
 * component of the version chosen for this visitor, or why that region renders in the browser
 * instead (server bundle missing, threw, too slow, or a private page).
 */
export type { ServerPage, ServerPages };

export const ServerPagesContext = createContext<ServerPages | null>(null);

export const serverPageKey = (remote: string, expose: string) => `${remote}/${expose}`;

/** Non-null only while rendering on the server. */
export function useServerPages(): ServerPages | null {
  return useContext(ServerPagesContext);
}

/** The digest React sends to the browser for a region the server left to it on purpose. */
export const CLIENT_ONLY_DIGEST = 'client-only';

export class ClientOnlyRegion extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
  constructor(readonly reason: string) {
    super(`rendered in the browser: ${reason}`);
    this.name = 'ClientOnlyRegion';
  }
}

/**
 * Thrown during the server render inside the page's Suspense boundary: React sends the boundary's
 * fallback (the page skeleton) and the browser renders the region itself, with no hydration mismatch.
 */
export function ClientOnly({ reason }: { reason: string }): never {
  throw new ClientOnlyRegion(reason);
}
