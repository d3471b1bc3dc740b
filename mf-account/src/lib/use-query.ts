import { createQueries, type QueryKey, type QueryOptions, type QueryResult } from '@edu/shared/core';

const queries = createQueries('account');

export type QueryState<T> = QueryResult<T>;

/**
 * The account's queries in the shared cache (namespace 'account'). What a learner's account shows
 * changes elsewhere (an order paid, a notification read), so a page shows what it had at once and
 * always asks again (stale-while-revalidate).
 */
export function useQuery<T>(key: QueryKey, fetcher: (signal: AbortSignal) => Promise<T>, options: QueryOptions = {}): QueryResult<T> {
  return queries.useQuery(key, fetcher, { revalidateOnMount: true, ...options });
}

/** Drops the account's entries under `prefix` (e.g. ['notifications']); mounted queries under it ask again. */
export const invalidateQueries = queries.invalidateQueries;
