import { createQueries } from '@edu/shared';

/** This remote's slice of the shared query cache: every key is namespaced 'learning'. */
export const queries = createQueries('learning');
export const invalidateQueries = queries.invalidateQueries;
