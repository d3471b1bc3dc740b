import { createQueries } from '@edu/shared/core';

/** This remote's slice of the shared query cache: every key is namespaced 'learning'. */
export const { useQuery, invalidateQueries } = createQueries('learning');
