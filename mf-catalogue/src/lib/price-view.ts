import { formatPrice, packageLabel, priceUnitLabel } from '@edu/shared';
import type { CoursePod } from '@edu/shared';

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

export interface PackageView {
  id: number;
  /** 'Gói Tháng' (SPEC §3 package label). */
  label: string;
  /** '99.000đ/tháng'; 'Miễn phí' for 0; the bare price for unlimited packages. */
  price: string;
}

/** '99.000đ/tháng' for code 3: the price-label column already carries the đ. */
export function packagePriceText(price: number, cycle: unknown): string {
  const text = formatPrice(price);
  const unit = priceUnitLabel(cycle);
  if (!text || isFreePrice(price) || !unit.startsWith('đ')) return text;
  return `${text.replace(/đ$/, '')}${unit}`;
}

export function toPackageViews(pods: readonly CoursePod[] | null | undefined): PackageView[] {
  return (pods ?? []).map((pod) => ({
    id: pod.id,
    label: packageLabel(pod.cycle) || 'Gói học',
    price: packagePriceText(pod.price, pod.cycle),
  }));
}
