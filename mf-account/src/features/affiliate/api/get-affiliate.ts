import { ENDPOINTS, apiGet, type AffiliateDashboard, type QueryKey } from '@edu/shared/core';

export const affiliateKey: QueryKey = ['affiliate', 'dashboard'];

/** GET /api/user/affiliate.json — my application, links, figures and payouts (the server's amounts, never computed here). */
export function getAffiliate(signal?: AbortSignal): Promise<AffiliateDashboard> {
  return apiGet<AffiliateDashboard>(ENDPOINTS.affiliate, undefined, { signal });
}
