import { ENDPOINTS, apiPost, type PromoCheck } from '@edu/shared/core';

/**
 * The server computes the discount. Without `courseIds` it checks the caller's cart (the user's, or
 * the guest cart of the token the shared client sends), with each line's package; `podIds` are the packages of
 * `courseIds`. A bad code is a 400 with a Vietnamese message.
 */
export function checkPromo(code: string, courseIds?: number[], podIds?: Record<string, number>): Promise<PromoCheck> {
  return apiPost<PromoCheck>(
    ENDPOINTS.promoCheck,
    courseIds ? { promo_code: code, course_ids: courseIds, ...(podIds ? { pod_ids: podIds } : {}) } : { promo_code: code },
  );
}
