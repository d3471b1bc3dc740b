import Cookies from 'js-cookie';
import { campaignCookieValue } from '@edu/shared';

/** 'www.khoahoc.vn' → '.khoahoc.vn' so sister subdomains see the campaign; none for localhost or an IP. */
export function parentDomain(hostname: string): string | undefined {
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return undefined;
  const labels = hostname.split('.');
  return labels.length > 2 ? `.${labels.slice(1).join('.')}` : `.${hostname}`;
}

/** SPEC §9 `up` cookie: base64 of utm_source.utm_campaign, on the parent domain. Lifetime not shown: 30 days. */
export function storeCampaign(search: string, hostname: string = window.location.hostname): void {
  const value = campaignCookieValue(Object.fromEntries(new URLSearchParams(search)));
  if (!value) return;
  Cookies.set('up', value, { expires: 30, domain: parentDomain(hostname), sameSite: 'Lax', path: '/' });
}
