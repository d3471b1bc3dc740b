/**
 * The affiliate programme's numbers (docs/decisions/2026-11-27-affiliate-programme.md). VND integers; rates in
 * basis points. Each can be set by environment for an operator; tests pass their own.
 */
export interface AffiliateRules {
  /** Rate of a course without a rate of its own (AFFILIATE_DEFAULT_RATE_BP, default 2000 = 20 %). */
  defaultRateBp: number;
  /** Days a sale's commission stays pending: the refund window (AFFILIATE_REFUND_WINDOW_DAYS, default 7). */
  refundWindowDays: number;
  /** Smallest payout an affiliate may request (AFFILIATE_MIN_PAYOUT, default 200 000 ₫). */
  minPayout: number;
  /** Days the attribution cookie lasts after a click (30). */
  cookieDays: number;
}

function intFrom(raw: string | undefined, fallback: number, min: number, max: number): number {
  const n = Number(raw);
  return raw !== undefined && raw !== '' && Number.isInteger(n) && n >= min && n <= max ? n : fallback;
}

export function affiliateRulesFrom(env: NodeJS.ProcessEnv): AffiliateRules {
  return {
    defaultRateBp: intFrom(env.AFFILIATE_DEFAULT_RATE_BP, 2000, 0, 10_000),
    refundWindowDays: intFrom(env.AFFILIATE_REFUND_WINDOW_DAYS, 7, 0, 365),
    minPayout: intFrom(env.AFFILIATE_MIN_PAYOUT, 200_000, 1, 1_000_000_000),
    cookieDays: 30,
  };
}

/**
 * A sale's commission: each line's share of what was paid (the order's discount spread over its lines in
 * proportion to their prices) times the line's rate, rounded down per line. Pure: the one place the sum is made.
 */
export function commissionOf(
  lines: Array<{ unit_price: number; rate_bp: number }>,
  subtotal: number,
  total: number,
): { base: number; amount: number } {
  if (total <= 0 || subtotal <= 0) return { base: 0, amount: 0 };
  let base = 0;
  let amount = 0;
  for (const l of lines) {
    const share = Math.floor((l.unit_price * total) / subtotal);
    base += share;
    amount += Math.floor((share * l.rate_bp) / 10_000);
  }
  return { base, amount };
}
