export const FREE_PRICE_LABEL = 'Miễn phí';

/**
 * Price in vi-VN grouping with the đ suffix and no space: 1299000 → '1.299.000đ'.
 * - price ≤ 0 → 'Miễn phí' (SPEC §9).
 * - null, undefined, NaN, ±Infinity or a non-numeric string → '' (an unknown price must not read as free).
 * - numeric strings are accepted ('1299000'); fractions are rounded (VND has no minor unit).
 * Grouping is done by hand so the output does not depend on the runtime's ICU data.
 */
export function formatPrice(price: number | string | null | undefined): string {
  const value = typeof price === 'string' && price.trim() !== '' ? Number(price) : price;
  if (typeof value !== 'number' || !Number.isFinite(value)) return '';
  if (value <= 0) return FREE_PRICE_LABEL;
  return `${groupThousands(Math.round(value))}đ`;
}

function groupThousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}
