import { StrictMode } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { BrowserRouter } from '@edu/shared/router';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { browserQueryCache, logError, scheduleMbedId, setHealthToken, setRuntimeConfig } from '@edu/shared/core';
import { shellConfig } from './startup/shell-config';
import { App } from './app/app';
import { AppErrorBoundary } from './errors/app-error-boundary';
import { connectChromeToBus, InitialAccount, InitialCartCount, useChrome } from './app/chrome-store';
import { initRegistry, startRegistryPolling, versionFor } from './remotes/registry-client';
import { integrityPlugin, manifestFetchPlugin } from './remotes/runtime-plugins';
import { provideRuntimeCore } from './remotes/runtime-core';
import { watchRefusedChunks } from './remotes/integrity';
import { CLIENT_ONLY_DIGEST } from './remotes/server-pages';
import { schedulePrefetch } from './startup/prefetch-remotes';
import { readSsrPayload } from './startup/ssr-payload';
import { releasePageHints } from './startup/page-hints';
import { startWebVitals } from './startup/web-vitals';
import { cacheWebFontLater } from './startup/web-font';
import { markRedirectChecked } from './navigation/server-redirect';

/**
 * A region the server left to the browser on purpose (private page, remote without a server build,
 * time budget) is expected; anything else that made React re-render on the client is reported.
 */
function onRecoverableError(error: unknown, info: ErrorInfo): void {
  const digest = (error as { digest?: string } | null)?.digest ?? (info as { digest?: string }).digest;
  if (digest === CLIENT_ONLY_DIGEST) return;
  logError(error, { kind: 'hydration', detail: `recovered from an error${info.componentStack ?? ''}`, route: location.pathname });
}

/** Start-up is an explicit sequence: config → remotes → session → app. No step can leave a blank page. */
async function start() {
  const config = shellConfig();
  setRuntimeConfig(config);
  const ssr = readSsrPayload();
  releasePageHints();
  setHealthToken(ssr?.healthToken); // what makes this page view's health beacons count
  if (ssr) {
    browserQueryCache().hydrate(ssr.queries);
    if (ssr.redirectChecked) markRedirectChecked(window.location.pathname);
  }
  provideRuntimeCore();
  registerPlugins([manifestFetchPlugin(versionFor), integrityPlugin(versionFor)]);
  watchRefusedChunks();
  await initRegistry(ssr?.versions, ssr?.preview);
  if (ssr?.cartCount !== undefined) useChrome.setState({ cartCount: ssr.cartCount });
  connectChromeToBus();
  startRegistryPolling(config.registryPollMs ?? 30_000);
  // LCP, INP and CLS of this page view for the version that owns the page (before the page mounts: it names the owner)
  startWebVitals();
  const app = (
    <StrictMode>
      <AppErrorBoundary>
        <BrowserRouter>
          <InitialCartCount.Provider value={ssr?.cartCount}>
            <InitialAccount.Provider value={ssr?.account}>
              <App />
            </InitialAccount.Provider>
          </InitialCartCount.Provider>
        </BrowserRouter>
      </AppErrorBoundary>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // Hydration at React's default priority, not in a transition: the root (layout, header) in one pass, then each
  // Suspense boundary (the page, its read-only parts, the footer) in passes of its own. Time-sliced in a transition,
  // it yielded every 5 ms and the page's buttons worked ~0.1 s later on a slow phone, for the same long tasks
  // (issue 31, docs/measurements.md). Discrete events on parts not hydrated yet are replayed once they are.
  if (ssr) void hydrateRoot(root, app, { onRecoverableError });
  else createRoot(root).render(app);
  schedulePrefetch();
  scheduleMbedId();
  cacheWebFontLater();
  // eslint-disable-next-line no-console -- the console's greeting for the curious (devtools open), not a log line
  console.info('%cKhoaHoc.vn%c – học trực tuyến cho mọi lứa tuổi', 'color:#1a56db;font-weight:800;font-size:16px', 'color:inherit');
}

void start();
