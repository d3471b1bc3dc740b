/** Codes as the API stores them: upper case, letters, digits, '-' and '_', at most 40 characters. */
const SHAPE = /^[A-Z0-9_-]{1,40}$/;

export const PROMO_REQUIRED = 'Vui lòng nhập mã khuyến mãi';
export const PROMO_INVALID = 'Mã khuyến mãi chỉ gồm chữ cái không dấu, chữ số, “-” hoặc “_” (tối đa 40 ký tự)';

/** ' giam20 ' → 'GIAM20' (the API compares upper-cased codes). */
export function normalisePromoCode(raw: string): string {
  return raw.trim().toUpperCase();
}

/** The message to show under the field, or null when the code can be sent to the server. */
export function validatePromoCode(raw: string): string | null {
  const code = normalisePromoCode(raw);
  if (!code) return PROMO_REQUIRED;
  return SHAPE.test(code) ? null : PROMO_INVALID;
}

/** The success line under the field: 'Đã áp dụng mã GIAM20: giảm 98.000đ'. */
export function promoAppliedMessage(code: string, discountText: string): string {
  return `Đã áp dụng mã ${code}: giảm ${discountText}`;
}
