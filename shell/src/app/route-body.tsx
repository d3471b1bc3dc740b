import { lazy, Suspense } from 'react';
import { useLocation } from '@edu/shared/router';
import { isValidCatchAll, useIsServerRender } from '@edu/shared/core';
import { TWO_SEGMENT_PAGE, type RouteEntry } from '@edu/shared/pages';
import { RemotePage } from '../remotes/remote-page';
import { NotFoundPage } from '../errors/not-found-page';
import { useBuildUpdateReload } from '../navigation/use-build-update';
import { PageSkeleton } from '../remotes/page-skeleton';
import { ClientOnly } from '../remotes/server-pages';

// Their own chunks: the catalogue's examples and the operators' view never weigh on a learner's page.
const DesignSystemPage = lazy(() => import('../design-system/design-system-page'));
const OpsStatusPage = lazy(() =>
  import(/* webpackChunkName: "ops-status" */ '../ops-status/ops-status-page').then((m) => ({ default: m.OpsStatusPage })),
);

/** What a route renders inside its layout: a remote page or one of the shell's own screens. */
export function RouteBody({ entry }: { entry: RouteEntry }) {
  const { pathname } = useLocation();
  const reloading = useBuildUpdateReload();
  const server = useIsServerRender();
  const page = entry.page;
  if (reloading) return <PageSkeleton />;
  if (page === 'not-found' || page === 'lm-active') return <NotFoundPage />;
  if (page === 'ops-status') {
    // Operators' live view: rendered in the browser only.
    return <Suspense fallback={<PageSkeleton />}>{server ? <ClientOnly reason="ops status" /> : <OpsStatusPage />}</Suspense>;
  }
  if (page === 'design-system') {
    return <Suspense fallback={<PageSkeleton />}>{server ? <ClientOnly reason="design system catalogue" /> : <DesignSystemPage />}</Suspense>;
  }
  if (page === 'catch-all') {
    return isValidCatchAll(pathname) ? <RemotePage {...TWO_SEGMENT_PAGE} /> : <NotFoundPage />;
  }
  return <RemotePage remote={page.remote} expose={page.expose} />;
}
