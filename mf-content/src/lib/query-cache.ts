import { createQueries } from '@edu/shared';

/** This remote's slice of the shared query cache: every key is namespaced 'content'. */
export const queries = createQueries('content');
export const invalidateQueries = queries.invalidateQueries;
