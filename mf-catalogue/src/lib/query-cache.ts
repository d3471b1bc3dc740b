import { createQueries } from '@edu/shared';

/** This remote's slice of the shared query cache: every key is namespaced 'catalogue'. */
export const queries = createQueries('catalogue');
export const invalidateQueries = queries.invalidateQueries;
