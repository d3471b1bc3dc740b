import type { ReactNode } from 'react';
import { ErrorState } from '@edu/ui';
import { PageSkeleton } from '../../../components/ui/page-skeleton';
import { isNotFound, NotFoundView } from '@edu/shared/core';
import { usePageMeta } from '@edu/shared/core';
import { usePageData } from '../api/get-page-data';
import type { ContentPageVm } from '../page-data';

interface PageDataRouteProps {
  /** getpagedata's path; null: cannot be a page. */
  path: string | null;
  render: (page: ContentPageVm) => ReactNode;
}

/** Loads a page by path and renders it; an unknown page shows the 404 page. Sets the page's meta. */
export function PageDataRoute({ path, render }: PageDataRouteProps) {
  const { data, error, status, refetch } = usePageData(path);
  const notFound = path === null || isNotFound(error);
  usePageMeta(data?.meta ?? null);
  if (notFound) return <NotFoundView />;
  if (status === 'error')
    return (
      <div className="container">
        <ErrorState message="Không tải được trang." onRetry={refetch} />
      </div>
    );
  if (!data)
    return (
      <div className="container">
        <PageSkeleton />
      </div>
    );
  return <>{render(data)}</>;
}
