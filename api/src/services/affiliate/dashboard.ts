import type { FastifyInstance } from 'fastify';
import type { AffiliateDashboard, AffiliateDay } from '@edu/shared/dto';
import { vietnamDay } from './attribution';

const DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

const EMPTY_SUMMARY = { clicks: 0, orders: 0, pending: 0, approved: 0, requested: 0, paid: 0 };

/** The whole link to share: the site's origin (the first of SITE_ORIGIN), the path, `ref=<code>`. */
export function linkUrl(siteOrigin: string, path: string, code: string): string {
  const origin = siteOrigin.split(',')[0]!.trim().replace(/\/$/, '');
  return `${origin}${path}${path.includes('?') ? '&' : '?'}ref=${code}`;
}

/** The affiliate's own figures; commissions whose window has passed are approved first (with the server's clock). */
export async function dashboard(app: FastifyInstance, userId: number): Promise<AffiliateDashboard> {
  const { affiliate, affiliateLedger } = app.repos;
  const r = app.config.affiliate;
  const rules = { default_rate_bp: r.defaultRateBp, refund_window_days: r.refundWindowDays, min_payout: r.minPayout, cookie_days: r.cookieDays };
  const me = await affiliate.profile(userId);
  if (!me) return { affiliate: null, rules, summary: EMPTY_SUMMARY, links: [], series: [], commissions: [], payouts: [] };
  const now = app.config.clock();
  await affiliateLedger.approveDue(app.db, new Date(now), userId);
  const from = vietnamDay(now - (DAYS - 1) * DAY_MS);
  const [summary, links, raw, commissions, payouts] = await Promise.all([
    affiliateLedger.summary(userId),
    affiliateLedger.links(userId),
    affiliateLedger.series(userId, from),
    affiliateLedger.commissions(userId),
    affiliateLedger.payouts(userId),
  ]);
  const series: AffiliateDay[] = [];
  for (let i = DAYS - 1; i >= 0; i--) {
    const day = vietnamDay(now - i * DAY_MS);
    const sales = raw.sales.find((s) => s.day === day);
    series.push({ day, clicks: raw.clicks.find((c) => c.day === day)?.n ?? 0, orders: sales?.orders ?? 0, commission: sales?.commission ?? 0 });
  }
  return {
    affiliate: {
      status: me.status,
      bank_name: me.bank_name,
      bank_account_last4: me.bank_account_last4,
      account_holder: me.account_holder,
      applied_at: me.applied_at.toISOString(),
      decided_at: me.decided_at?.toISOString() ?? null,
    },
    rules,
    summary,
    links: links.map((l) => ({ ...l, url: linkUrl(app.config.siteOrigin, l.target_path, l.code) })),
    series,
    commissions,
    payouts,
  };
}
