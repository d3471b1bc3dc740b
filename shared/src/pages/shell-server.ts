/**
 * The contract of the shell's server build (shell/src/server, built to `<deploy>/shell-server/index.js`):
 * what the SSR service (ops/src/ssr) may call. The shell's server entry is checked against it when the
 * shell compiles (shell/src/server/contract.ts); ops types against it here, never against shell sources.
 */
import type { ComponentType } from 'react';
import type { DehydratedQueries, RuntimeConfigInput } from '@edu/shared/core';
import type { HeadTag, RemoteVersionRef } from '@edu/shared/core';
import type { MatchedRoute } from './match-route';

/** A remote page for the server render: its component, or why it renders in the browser only. */
export type ServerPage = { component: ComponentType; version: string } | { clientOnly: string; version: string | null };
export type ServerPages = ReadonlyMap<string, ServerPage>;

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  pages: ServerPages;
  /** After this, regions still waiting for data are left to the browser (the page is sent anyway). */
  budgetMs: number;
  /** The cart's count after an HTML form (its flash): the badge shows it in the HTML. */
  cartCount?: number;
  /**
   * The signed-in learner's name from the session cookie (SPEC §3), when it is valid: the header shows the account
   * in the HTML, so a page read without script shows who is signed in. Such a page is never shared.
   */
  account?: string;
  onError?: (error: unknown) => void;
}

export interface RenderedPage {
  status: number;
  head: HeadTag[];
  /** The app's HTML (inside #root). */
  html: string;
  /** Resource hints React hoisted (image preloads): they belong in <head>. */
  resources: string;
  /** The answers the render used, for the browser to start from (no second request). */
  queries: DehydratedQueries;
  /** True when the time budget cut the render short. */
  timedOut: boolean;
}

export interface RedirectAnswer {
  redirect: null | { to: string; type: 'internal' | 'external'; code?: number };
}

export interface ShellServer {
  /** The server's view of the runtime config: the API's internal origin, the public site origin. */
  configureServer(config: RuntimeConfigInput): void;
  matchRoute(pathname: string): MatchedRoute;
  lookupRedirect(path: string): Promise<RedirectAnswer | null>;
  serverPageKey(remote: string, expose: string): string;
  /** The default export (page component) of `expose` in that remote version's server build. */
  loadServerPage(remote: string, ref: RemoteVersionRef, expose: string, deployDir: string): Promise<ComponentType>;
  renderPage(input: RenderInput): Promise<RenderedPage>;
}
