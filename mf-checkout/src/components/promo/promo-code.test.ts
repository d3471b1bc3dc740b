import { normalisePromoCode, PROMO_INVALID, PROMO_REQUIRED, validatePromoCode } from './promo-code';

describe('promo code field', () => {
  it.each([
    ['', PROMO_REQUIRED],
    ['   ', PROMO_REQUIRED],
    ['GIAM20', null],
    [' giam20 ', null],
    ['TIENG_ANH-30', null],
    ['GIẢM20', PROMO_INVALID],
    ['GIAM 20', PROMO_INVALID],
    ['X'.repeat(41), PROMO_INVALID],
  ])('%j → %s', (raw, expected) => {
    expect(validatePromoCode(raw)).toBe(expected);
  });

  it('upper-cases and trims what is sent', () => {
    expect(normalisePromoCode('  chaobanmoi ')).toBe('CHAOBANMOI');
  });
});
