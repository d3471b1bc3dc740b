import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from '@edu/shared/router';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RetryCard } from './retry-card';
import { remotePage } from './load-remote-page';
import { refreshRemote, versionFor } from './registry-client';
import { PageSkeleton } from './page-skeleton';
import { ClientOnly, serverPageKey, useServerPages } from './server-pages';
import { signalRemotePage } from '@edu/shared/pages';

/** Retries per remote survive re-renders, so a retried remote stays retried when navigating within it. */
const attempts = new Map<string, number>();

interface RemotePageProps {
  remote: string;
  expose: string;
}

/**
 * A remote's page behind its error boundary and Suspense. The wrapper names the remote and the
 * version that rendered it (server and browser agree: the browser boots with the versions the
 * server used). On the server the page component comes already loaded (see server-pages).
 */
export function RemotePage({ remote, expose }: RemotePageProps) {
  const serverPages = useServerPages();
  if (serverPages) {
    const page = serverPages.get(serverPageKey(remote, expose));
    const body = page && 'component' in page ? <page.component /> : <ClientOnly reason={page ? page.clientOnly : 'not resolved'} />;
    return <RemoteFrame remote={remote} version={page?.version ?? null} body={body} />;
  }
  return <BrowserRemotePage remote={remote} expose={expose} />;
}

/**
 * One instance for every remote page of a layout: navigating from one page to another re-renders it
 * with new props inside the same Suspense boundary, so react-router's transition keeps the previous
 * page on screen until the next one's code has come (no skeleton flash, no suspense throttle).
 * Only a retry remounts it (a fresh lazy component after the registry was re-read).
 */
function BrowserRemotePage({ remote, expose }: RemotePageProps) {
  const { pathname } = useLocation();
  const [, setRetried] = useState(0);
  const [retrying, setRetrying] = useState(false);
  const attempt = attempts.get(remote) ?? 0;

  const retry = useCallback(async () => {
    setRetrying(true);
    await refreshRemote(remote);
    attempts.set(remote, (attempts.get(remote) ?? 0) + 1);
    setRetrying(false);
    setRetried((n) => n + 1);
  }, [remote]);

  const Page = remotePage(remote, expose, attempt);
  const version = versionFor(remote)?.version ?? null;
  return (
    <RemoteErrorBoundary
      key={attempt}
      resetKey={`${remote}:${pathname}`}
      remote={remote}
      version={version}
      onRetry={() => void retry()}
      fallback={(onRetry) => <RetryCard onRetry={onRetry} retrying={retrying} />}
    >
      <RemoteFrame remote={remote} version={version} body={<Page />} />
    </RemoteErrorBoundary>
  );
}

function RemoteFrame({ remote, version, body }: { remote: string; version: string | null; body: ReactNode }) {
  return (
    <div className="sh-remote" data-remote={remote} data-remote-version={version ?? undefined}>
      <Suspense fallback={<PageSkeleton />}>
        {body}
        <Rendered remote={remote} version={version} />
      </Suspense>
    </div>
  );
}

/**
 * Beside the page in its Suspense boundary, so it commits only with the page itself: its effect says the
 * page mounted (./page-signal.ts), once per page shown — even when the page's own effect navigates away.
 */
function Rendered({ remote, version }: { remote: string; version: string | null }) {
  const { pathname } = useLocation();
  useEffect(() => {
    signalRemotePage({ state: 'rendered', remote, version, path: pathname });
  }, [remote, version, pathname]);
  return null;
}
