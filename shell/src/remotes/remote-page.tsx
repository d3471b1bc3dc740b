import { Suspense, useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RetryCard } from './retry-card';
import { remotePage } from './load-remote-page';
import { refreshRemote } from './registry-client';
import { PageSkeleton } from './page-skeleton';

/** Retries per remote survive re-renders, so a retried remote stays retried when navigating within it. */
const attempts = new Map<string, number>();

interface RemotePageProps {
  remote: string;
  expose: string;
}

export function RemotePage({ remote, expose }: RemotePageProps) {
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(() => attempts.get(remote) ?? 0);
  const [retrying, setRetrying] = useState(false);

  const retry = useCallback(async () => {
    setRetrying(true);
    await refreshRemote(remote);
    const next = (attempts.get(remote) ?? 0) + 1;
    attempts.set(remote, next);
    setRetrying(false);
    setAttempt(next);
  }, [remote]);

  const Page = remotePage(remote, expose, attempt);
  return (
    <RemoteErrorBoundary
      key={`${remote}:${pathname}:${attempt}`}
      remote={remote}
      onRetry={() => void retry()}
      fallback={(onRetry) => <RetryCard onRetry={onRetry} retrying={retrying} />}
    >
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
