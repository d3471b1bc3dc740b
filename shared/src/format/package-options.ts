import { packageLabel, priceUnitLabel } from '../constants/package-durations';
import type { CourseSummary } from '../dto';
import { formatPrice } from './price';

/** One way to buy a course: the whole course (`podId` null) or one of its packages (SPEC §3 pods). */
export interface PackageOption {
  podId: number | null;
  /** 'Trọn khóa học', 'Gói Tháng', … */
  label: string;
  /** '499.000đ', '99.000đ/tháng' ('Miễn phí' at 0; the bare price for an unlimited package). */
  price: string;
  amount: number;
}

export const WHOLE_COURSE_LABEL = 'Trọn khóa học';

/** '99.000đ/tháng' for code 3: the price-label column already carries the đ. */
export function packagePriceText(price: number, cycle: unknown): string {
  const text = formatPrice(price);
  const unit = priceUnitLabel(cycle);
  if (!text || price <= 0 || !unit.startsWith('đ')) return text;
  return `${text.replace(/đ$/, '')}${unit}`;
}

/** The choices a course offers: the whole course first, then each package; none when it has no packages. */
export function packageOptions(course: Pick<CourseSummary, 'pods' | 'price_new'>): PackageOption[] {
  if (!course.pods?.length) return [];
  return [
    { podId: null, label: WHOLE_COURSE_LABEL, price: formatPrice(course.price_new), amount: course.price_new },
    ...course.pods.map((pod) => ({
      podId: pod.id,
      label: packageLabel(pod.cycle) || 'Gói học',
      price: packagePriceText(pod.price, pod.cycle),
      amount: pod.price,
    })),
  ];
}
