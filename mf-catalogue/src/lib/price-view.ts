import { formatPrice } from '@edu/shared/core';

export interface PriceView {
  /** 'Miễn phí' when price_new ≤ 0, else '499.000đ'; '' when unknown. */
  current: string;
  /** The list price, struck through, only when it is higher than what the learner pays. */
  old: string | null;
  isFree: boolean;
}

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** SPEC §9: price_new ≤ 0 is free; an unknown price_new is not free (it must not read as free). */
export function isFreePrice(priceNew: unknown): boolean {
  return finite(priceNew) && priceNew <= 0;
}

export function toPriceView(price: number | null | undefined, priceNew: number | null | undefined): PriceView {
  const isFree = isFreePrice(priceNew);
  const paying = finite(priceNew) ? Math.max(priceNew, 0) : null;
  const showOld = finite(price) && price > 0 && paying !== null && price > paying;
  return { current: formatPrice(priceNew), old: showOld ? formatPrice(price) : null, isFree };
}
