import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from '@edu/shared/router';
import { QueryCache, QueryCacheProvider, ServerRenderProvider, createServerRenderState } from '@edu/shared/core';
import { headTags } from '@edu/shared/core';
import { App } from '../app/app';
import { InitialAccount, InitialCartCount } from '../app/chrome-store';
import type { RenderedPage, RenderInput } from '@edu/shared/pages';
import { CLIENT_ONLY_DIGEST, ClientOnlyRegion, ServerPagesContext } from '../remotes/server-pages';

export type { RenderInput, RenderedPage };

/** React writes hoisted resources (`<link rel="preload">`) first when it renders no <head> of its own. */
export function splitHoistedResources(html: string): { resources: string; body: string } {
  const lead = /^(?:<link\b[^>]*>)+/.exec(html)?.[0] ?? '';
  return { resources: lead, body: html.slice(lead.length) };
}

/**
 * Renders the shell and the page with React's streaming renderer, waiting for every query (each
 * one fetched once, through the same cache the browser uses) so that the status, the head and the
 * content are all known before the first byte is sent.
 */
export function renderPage(input: RenderInput): Promise<RenderedPage> {
  const cache = new QueryCache({ suspense: true });
  const state = createServerRenderState();
  const tree = (
    <ServerRenderProvider state={state}>
      <QueryCacheProvider cache={cache}>
        <ServerPagesContext.Provider value={input.pages}>
          <StaticRouter location={input.url}>
            <InitialCartCount.Provider value={input.cartCount}>
              <InitialAccount.Provider value={input.account}>
                <App />
              </InitialAccount.Provider>
            </InitialCartCount.Provider>
          </StaticRouter>
        </ServerPagesContext.Provider>
      </QueryCacheProvider>
    </ServerRenderProvider>
  );

  return new Promise((resolve, reject) => {
    let timedOut = false;
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => chunks.push(chunk));
    sink.on('end', () => {
      const { resources, body } = splitHoistedResources(Buffer.concat(chunks).toString('utf8'));
      resolve({
        status: state.status,
        head: headTags(state.head, input.url),
        resources,
        html: body,
        queries: cache.dehydrate(),
        timedOut,
      });
    });
    let piped = false;
    const pipe = () => {
      if (piped) return;
      piped = true;
      stream.pipe(sink);
    };
    const stream = renderToPipeableStream(tree, {
      // Completed boundaries inline, whatever their size: the HTML must read right without JavaScript.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        clearTimeout(timer);
        pipe();
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        if (error instanceof ClientOnlyRegion) return CLIENT_ONLY_DIGEST;
        input.onError?.(error);
        return 'server-error';
      },
    });
    const timer = setTimeout(() => {
      timedOut = true;
      stream.abort(new ClientOnlyRegion(`time budget of ${input.budgetMs} ms`));
      pipe();
    }, input.budgetMs);
  });
}
