import { createQueries } from '@edu/shared/core';

/** The shell's own reads (menus, site settings) in the one query cache, under the 'shell' namespace. */
export const shellQueries = createQueries('shell');
