import { queries } from './query-cache';

export const useQuery = queries.useQuery;
export type { QueryResult, QueryOptions, QueryStatus } from '@edu/shared';
