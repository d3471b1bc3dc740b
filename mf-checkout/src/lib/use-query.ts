import { createQueries } from '@edu/shared/core';

/**
 * Checkout's queries in the shared cache (namespace 'checkout'). A cart, an order or a payment
 * verdict must be fresh: every read asks with `staleMs: 0` (FRESH), so nothing is reused across mounts.
 */
export const { useQuery, invalidateQueries } = createQueries('checkout');

export const FRESH = { staleMs: 0 } as const;
