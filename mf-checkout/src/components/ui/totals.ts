import { formatPrice, type PromoCheck } from '@edu/shared/core';

export interface TotalsLine {
  kind: 'subtotal' | 'discount' | 'total';
  label: string;
  value: string;
}

export interface TotalsView {
  lines: TotalsLine[];
  /** The total the learner will pay, as a number (0 = free order). */
  total: number;
  /** The applied promo's code, when a discount is shown. */
  promoCode: string | null;
  /**
   * True when the promo answer was computed for another subtotal (promotion/check.json prices whole
   * courses, a cart line may be a package): the order's own total, computed on creation, is final.
   */
  estimated: boolean;
}

/**
 * What the totals box shows. Every number is the server's: `subtotal` from the cart (or the server's
 * course prices on buy-now), discount and total from promotion/check.json.
 */
export function totalsView(subtotal: number, promo: PromoCheck | null = null): TotalsView {
  const safe = Number.isFinite(subtotal) && subtotal > 0 ? subtotal : 0;
  const applied = promo && safe > 0 && promo.discount > 0 ? promo : null;
  const exact = !applied || applied.subtotal === safe;
  const total = !applied ? safe : exact ? Math.max(0, applied.total) : Math.max(0, safe - applied.discount);
  const lines: TotalsLine[] = [{ kind: 'subtotal', label: 'Tạm tính', value: formatPrice(safe) }];
  if (applied) lines.push({ kind: 'discount', label: `Giảm giá (${applied.code})`, value: `−${formatPrice(applied.discount)}` });
  lines.push({ kind: 'total', label: 'Tổng cộng', value: formatPrice(total) });
  return { lines, total, promoCode: applied?.code ?? null, estimated: !exact };
}
