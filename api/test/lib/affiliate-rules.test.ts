import { affiliateRulesFrom, commissionOf } from '../../src/services/affiliate/rules';

describe('commissionOf', () => {
  it.each([
    ['one line at 20 %', [{ unit_price: 1_390_000, rate_bp: 2000 }], 1_390_000, 1_390_000, { base: 1_390_000, amount: 278_000 }],
    // a 20 % promo code: each line's share of what was paid, then its own rate
    [
      'a discount spread over two lines by price',
      [
        { unit_price: 490_000, rate_bp: 2000 },
        { unit_price: 690_000, rate_bp: 5000 },
      ],
      1_180_000,
      944_000,
      { base: 392_000 + 552_000, amount: 78_400 + 276_000 },
    ],
    ['rounded down to the đồng per line', [{ unit_price: 333_333, rate_bp: 1234 }], 333_333, 333_333, { base: 333_333, amount: 41_133 }],
    ['a free order earns nothing', [{ unit_price: 0, rate_bp: 2000 }], 0, 0, { base: 0, amount: 0 }],
    ['a rate of 0 earns nothing', [{ unit_price: 490_000, rate_bp: 0 }], 490_000, 490_000, { base: 490_000, amount: 0 }],
  ])('%s', (_name, lines, subtotal, total, expected) => {
    expect(commissionOf(lines, subtotal, total)).toEqual(expected);
  });
});

describe('affiliateRulesFrom', () => {
  it('defaults to 20 %, 7 days, 200.000đ, 30 days', () => {
    expect(affiliateRulesFrom({})).toEqual({ defaultRateBp: 2000, refundWindowDays: 7, minPayout: 200_000, cookieDays: 30 });
  });
  it('takes whole numbers in range from the environment and ignores anything else', () => {
    expect(
      affiliateRulesFrom({ AFFILIATE_DEFAULT_RATE_BP: '3500', AFFILIATE_REFUND_WINDOW_DAYS: '14', AFFILIATE_MIN_PAYOUT: '500000' }),
    ).toMatchObject({ defaultRateBp: 3500, refundWindowDays: 14, minPayout: 500_000 });
    expect(
      affiliateRulesFrom({ AFFILIATE_DEFAULT_RATE_BP: '20001', AFFILIATE_REFUND_WINDOW_DAYS: '1.5', AFFILIATE_MIN_PAYOUT: 'abc' }),
    ).toMatchObject({ defaultRateBp: 2000, refundWindowDays: 7, minPayout: 200_000 });
  });
});
