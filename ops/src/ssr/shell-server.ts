/**
 * The contract of the shell's server build (shell/src/server, built to `<deploy>/shell-server/index.js`).
 * Typed here by hand because the SSR service loads the built file, not the sources.
 */
import type { HeadTag, RemoteVersionRef } from '@edu/shared/platform';
import type { DehydratedQueries, RuntimeConfigInput } from '@edu/shared';

export interface RemotePageRef {
  remote: string;
  expose: string;
}

export interface MatchedRoute {
  entry: { path: string; layout: string };
  page: RemotePageRef | null;
  ssr: boolean;
  notFound: boolean;
}

export type ServerPage = { component: unknown; version: string } | { clientOnly: string; version: string | null };

export interface RenderedPage {
  status: number;
  head: HeadTag[];
  html: string;
  resources: string;
  queries: DehydratedQueries;
  timedOut: boolean;
}

export interface ShellServer {
  configureServer(config: RuntimeConfigInput): void;
  matchRoute(pathname: string): MatchedRoute;
  renderPage(input: { url: string; pages: ReadonlyMap<string, ServerPage>; budgetMs: number; onError?: (e: unknown) => void }): Promise<RenderedPage>;
  serverPageKey(remote: string, expose: string): string;
  /** Loads `expose` of the remote version's server build (shared singletons from the shell); rejects on any failure. */
  loadServerPage(remote: string, ref: RemoteVersionRef, expose: string, deployDir: string): Promise<unknown>;
  /** Redirect service answer for a path, or null (never throws). */
  lookupRedirect(path: string): Promise<{ redirect: null | { to: string; type: 'internal' | 'external'; code?: number } } | null>;
}
