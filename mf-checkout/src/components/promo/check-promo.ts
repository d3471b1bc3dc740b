import { ENDPOINTS, apiPost, type PromoCheck } from '@edu/shared';

/**
 * The server computes the discount. Without `courseIds` it checks the caller's cart (the user's, or
 * the guest cart of the token the shared client sends). A bad code is a 400 with a Vietnamese message.
 */
export function checkPromo(code: string, courseIds?: number[]): Promise<PromoCheck> {
  return apiPost<PromoCheck>(ENDPOINTS.promoCheck, courseIds ? { promo_code: code, course_ids: courseIds } : { promo_code: code });
}
