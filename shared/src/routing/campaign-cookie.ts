import { CAMPAIGN_COOKIE_DAYS } from '../constants/timing';
import { COOKIE } from '../constants/cookie-names';
import { writeCookie } from '@edu/shared/state';
import { campaignCookieValue, parentCookieDomain, type QueryLike } from './campaign';

/**
 * Stores campaign tracking from the query in the `up` cookie on the parent domain (SPEC §2, §9).
 * Leaves an existing cookie alone when the query has no campaign. Returns the written value.
 */
export function applyCampaignCookie(query: QueryLike, hostname: string = globalThis.location?.hostname ?? ''): string | null {
  const value = campaignCookieValue(query);
  if (value) writeCookie(COOKIE.CAMPAIGN, value, CAMPAIGN_COOKIE_DAYS, parentCookieDomain(hostname));
  return value;
}
