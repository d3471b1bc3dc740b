import type { ReactNode } from 'react';
import type { QueryState } from '../../lib/use-query';
import { ErrorState } from '@edu/ui';
import { ListSkeleton } from './list-skeleton';

/** Loading → skeleton, failure without data → error with retry, otherwise the content. */
export function QueryView<T>({ query, children, rows }: { query: QueryState<T>; children: (data: T) => ReactNode; rows?: number }) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) return <ErrorState error={query.error} onRetry={query.refetch} />;
  return <ListSkeleton rows={rows} />;
}
