import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Str, Timestamp } from './common';

/**
 * The affiliate programme ("Tiếp thị liên kết"): a learner applies, an admin approves, the affiliate makes links
 * `?ref=<code>`, paid orders through them earn a commission (pending through the refund window, then approved),
 * payouts above a minimum. Every amount is a VND integer computed on the server; rates are basis points.
 */
export const AffiliateStatus = Type.Union([Type.Literal('pending'), Type.Literal('approved'), Type.Literal('rejected')]);
export type AffiliateStatus = Static<typeof AffiliateStatus>;

/** POST /api/user/affiliate.json: terms accepted and the account payouts go to. */
export const AffiliateApplyBody = Type.Object({
  accept_terms: Type.Literal(true, { description: 'the programme terms (docs/decisions/2026-11-27-affiliate-programme.md)' }),
  bank_name: Str(100, 2),
  bank_account: Type.String({ pattern: '^[0-9]{6,20}$', description: '6–20 digits' }),
  account_holder: Str(100, 2),
});
export type AffiliateApplyBody = Static<typeof AffiliateApplyBody>;

export const AffiliateProfile = Type.Object({
  status: AffiliateStatus,
  bank_name: Type.String(),
  /** Only the last four digits leave the server. */
  bank_account_last4: Type.String(),
  account_holder: Type.String(),
  applied_at: Timestamp,
  decided_at: Nullable(Timestamp),
});
export type AffiliateProfile = Static<typeof AffiliateProfile>;

export const AffiliateRulesView = Type.Object({
  default_rate_bp: Type.Integer(),
  refund_window_days: Type.Integer(),
  min_payout: Type.Integer(),
  cookie_days: Type.Integer(),
});
export type AffiliateRulesView = Static<typeof AffiliateRulesView>;

export const AffiliateSummary = Type.Object({
  clicks: Type.Integer({ description: 'de-duplicated: once per link, visitor and day' }),
  orders: Type.Integer({ description: 'paid orders through my links, refunded ones left out' }),
  pending: Type.Integer({ description: 'commission inside the refund window' }),
  approved: Type.Integer({ description: 'approved and not yet in a payout: what a payout request takes' }),
  requested: Type.Integer({ description: 'in a payout the admin has not paid yet' }),
  paid: Type.Integer(),
});
export type AffiliateSummary = Static<typeof AffiliateSummary>;

export const AffiliateLink = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  target_path: Type.String(),
  /** The whole link to share: the site's origin, the path and `?ref=<code>`. */
  url: Type.String(),
  created_at: Timestamp,
  clicks: Type.Integer(),
  orders: Type.Integer(),
  pending: Type.Integer(),
  approved: Type.Integer({ description: 'approved, requested and paid together' }),
});
export type AffiliateLink = Static<typeof AffiliateLink>;

export const AffiliateDay = Type.Object({
  day: Type.String({ description: 'YYYY-MM-DD, Vietnam time' }),
  clicks: Type.Integer(),
  orders: Type.Integer(),
  commission: Type.Integer(),
});
export type AffiliateDay = Static<typeof AffiliateDay>;

export const CommissionStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('approved'),
  Type.Literal('requested'),
  Type.Literal('paid'),
  Type.Literal('reversed'),
]);
export type CommissionStatus = Static<typeof CommissionStatus>;

export const AffiliateCommission = Type.Object({
  id: Type.Integer(),
  kind: Type.Union([Type.Literal('sale'), Type.Literal('clawback')]),
  link_code: Type.String(),
  /** What was bought (course names); never who bought it. */
  courses: Type.String(),
  base: Type.Integer({ description: 'what the buyer paid for these lines' }),
  amount: Type.Integer(),
  status: CommissionStatus,
  created_at: Timestamp,
  approve_after: Timestamp,
});
export type AffiliateCommission = Static<typeof AffiliateCommission>;

export const AffiliatePayout = Type.Object({
  id: Type.Integer(),
  amount: Type.Integer(),
  status: Type.Union([Type.Literal('requested'), Type.Literal('paid')]),
  requested_at: Timestamp,
  paid_at: Nullable(Timestamp),
});
export type AffiliatePayout = Static<typeof AffiliatePayout>;

/** GET /api/user/affiliate.json: mine only; `affiliate` null before applying. */
export const AffiliateDashboard = Type.Object({
  affiliate: Nullable(AffiliateProfile),
  rules: AffiliateRulesView,
  summary: AffiliateSummary,
  links: Type.Array(AffiliateLink),
  series: Type.Array(AffiliateDay, { description: 'the last 30 days, oldest first' }),
  commissions: Type.Array(AffiliateCommission, { description: 'the latest 50' }),
  payouts: Type.Array(AffiliatePayout),
});
export type AffiliateDashboard = Static<typeof AffiliateDashboard>;

/** POST /api/user/affiliate/link.json: a path of this site (`/khoa-hoc/…`, `/`, any page). */
export const AffiliateLinkBody = Type.Object({ path: Type.String({ minLength: 1, maxLength: 300 }) });
export const AffiliateLinkResult = Type.Object({ link: AffiliateLink });
export type AffiliateLinkResult = Static<typeof AffiliateLinkResult>;

/** POST /api/user/affiliate/click.json: what the shell sends when a page is opened with `?ref=`. */
export const AffiliateClickBody = Type.Object({
  code: Type.String({ minLength: 4, maxLength: 32, pattern: '^[A-Za-z0-9]+$' }),
  path: Type.Optional(Str(2000)),
});
export const AffiliateClickResult = Type.Object({ counted: Type.Boolean({ description: 'a new click (not a repeat of this visitor today)' }) });
export type AffiliateClickResult = Static<typeof AffiliateClickResult>;

export const AffiliatePayoutResult = Type.Object({ payout: AffiliatePayout });
export type AffiliatePayoutResult = Static<typeof AffiliatePayoutResult>;

// ---- admin ----

export const AffiliateApplication = Type.Object({
  user_id: Type.Integer(),
  full_name: Type.String(),
  email: Nullable(Type.String()),
  status: AffiliateStatus,
  bank_name: Type.String(),
  bank_account: Type.String(),
  account_holder: Type.String(),
  applied_at: Timestamp,
  decided_at: Nullable(Timestamp),
});
export type AffiliateApplication = Static<typeof AffiliateApplication>;

export const AffiliateDecisionBody = Type.Object({
  user_id: Id,
  decision: Type.Union([Type.Literal('approved'), Type.Literal('rejected')]),
});

export const AffiliateRateBody = Type.Object({
  course_id: Id,
  // left out (not null: the validator would coerce a null to 0 %) puts the course back on the default rate
  rate_bp: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000, description: 'left out: back to the default rate' })),
});

export const AdminPayout = Type.Object({
  ...AffiliatePayout.properties,
  user_id: Type.Integer(),
  full_name: Type.String(),
  bank_name: Type.String(),
  bank_account: Type.String(),
  account_holder: Type.String(),
});
export type AdminPayout = Static<typeof AdminPayout>;

/** The order as an admin sees it: who brought it, through which link, and its commission. */
export const OrderAttribution = Type.Object({
  affiliate_id: Type.Integer(),
  affiliate_name: Type.String(),
  link_code: Type.String(),
  target_path: Type.String(),
  clicked_at: Timestamp,
  commission: Nullable(Type.Object({ amount: Type.Integer(), status: CommissionStatus })),
});
export type OrderAttribution = Static<typeof OrderAttribution>;

export const AdminOrderView = Type.Object({
  order: Type.Object({
    id: Type.Integer(),
    code: Type.String(),
    status: Type.String(),
    user_id: Type.Integer(),
    total: Type.Integer(),
    created_at: Timestamp,
    paid_at: Nullable(Timestamp),
  }),
  attribution: Nullable(OrderAttribution),
});
export type AdminOrderView = Static<typeof AdminOrderView>;
