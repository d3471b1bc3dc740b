/**
 * What a server render learns while rendering: the page's head and its HTTP status. Pages declare
 * both with hooks (`usePageHead`, `useHttpStatus`) that work on both sides: on the server they record
 * into the request's render state; in the browser the head is applied to the document and the
 * status is ignored (the URL stays as it is).
 */
import { createContext, createElement, useContext, useEffect, type ReactNode } from 'react';
import { applyHeadTags } from './apply-head';
import { headTags, type PageHead } from './head';

export interface ServerRenderState {
  status: number;
  head: PageHead;
  /** 0: the route's default head (shell); 1: what the page itself declared. The page wins. */
  headLevel: number;
}

export function createServerRenderState(): ServerRenderState {
  return { status: 200, head: {}, headLevel: -1 };
}

const RenderContext = createContext<ServerRenderState | null>(null);

export function ServerRenderProvider({ state, children }: { state: ServerRenderState; children?: ReactNode }) {
  return createElement(RenderContext.Provider, { value: state }, children);
}

/** True while rendering on the server. */
export function useIsServerRender(): boolean {
  return useContext(RenderContext) !== null;
}

/**
 * Declares the page's head (title '{title} | {brand}', description, canonical, og, JSON-LD).
 * `null` declares nothing yet (data still loading). `routeDefault` is for the shell's route titles.
 */
export function usePageHead(head: PageHead | null, options: { routeDefault?: boolean } = {}): void {
  const server = useContext(RenderContext);
  const level = options.routeDefault ? 0 : 1;
  if (server && head && level >= server.headLevel) {
    server.head = head;
    server.headLevel = level;
  }
  const serialized = head ? JSON.stringify(head) : null;
  useEffect(() => {
    if (serialized === null) return;
    const { pathname, search } = globalThis.location ?? { pathname: '/', search: '' };
    applyHeadTags(headTags(JSON.parse(serialized) as PageHead, pathname + search));
  }, [serialized]);
}

/** The HTTP status the server sends for this page (e.g. 404 for an unknown course). Ignored in the browser. */
export function useHttpStatus(status: number | null): void {
  const server = useContext(RenderContext);
  if (server && status !== null) server.status = status;
}
