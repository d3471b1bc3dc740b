import { createQueries } from '@edu/shared/core';

/** This remote's slice of the shared query cache: every key is namespaced 'catalogue'. */
export const { useQuery, invalidateQueries } = createQueries('catalogue');
export type { QueryResult } from '@edu/shared/core';
