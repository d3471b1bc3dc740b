import { ENDPOINTS, apiPost, type AffiliateApplyBody, type AffiliateLinkResult, type AffiliatePayoutResult } from '@edu/shared/core';
import { invalidateQueries } from '../../../lib/use-query';

const refresh = () => invalidateQueries(['affiliate']);

/** POST /api/user/affiliate.json — apply (terms accepted, the bank account payouts go to). */
export async function applyAffiliate(body: AffiliateApplyBody): Promise<void> {
  await apiPost(ENDPOINTS.affiliate, body);
  refresh();
}

/** POST /api/user/affiliate/link.json — a link to a page of the site (the same page gives the same link). */
export async function createLink(path: string): Promise<AffiliateLinkResult['link']> {
  const r = await apiPost<AffiliateLinkResult>(ENDPOINTS.affiliateLink, { path });
  refresh();
  return r.link;
}

/** POST /api/user/affiliate/payout.json — the whole approved balance; the server decides the amount. */
export async function requestPayout(): Promise<AffiliatePayoutResult['payout']> {
  const r = await apiPost<AffiliatePayoutResult>(ENDPOINTS.affiliatePayout, {});
  refresh();
  return r.payout;
}
