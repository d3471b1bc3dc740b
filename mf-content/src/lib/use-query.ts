import { createQueries } from '@edu/shared/core';

/** This remote's slice of the shared query cache: every key is namespaced 'content'. */
export const { useQuery, invalidateQueries } = createQueries('content');
