import {
  courseRoute,
  formatPrice,
  learnRoute,
  packageLabel,
  packageOptions,
  type CartItem,
  type CourseSummary,
  type PackageOption,
} from '@edu/shared/core';

/** One course line as the cart, the checkout summary and the result screens show it. */
export interface LineItemView {
  courseId: number;
  name: string;
  href: string;
  /** Where the course is learnt once owned. */
  learnHref: string;
  thumb: { src: string; width: number; height: number };
  /** The server's unit price, formatted ('Miễn phí' at 0). */
  price: string;
  /** The list price, struck through, when the server's price is lower. */
  listPrice: string | null;
  /** 'Gói Tháng' for a package line; null for the whole course. */
  packageText: string | null;
  /** The course id → pod id the order must carry. */
  podId: number | null;
  /** The ways this course can be bought (whole, or a package); empty when it has no packages. */
  packages: PackageOption[];
  amount: number;
}

const FALLBACK_THUMB = { width: 320, height: 180 };

export function thumbOf(course: Pick<CourseSummary, 'thumbnail'>): LineItemView['thumb'] {
  const t = course.thumbnail;
  const ok = (n: unknown) => typeof n === 'number' && n > 0;
  return {
    src: typeof t?.img === 'string' ? t.img : '',
    width: ok(t?.width) ? t.width : FALLBACK_THUMB.width,
    height: ok(t?.height) ? t.height : FALLBACK_THUMB.height,
  };
}

/** A cart line: the price is `item.price` (pod price or price_new, computed by the server). */
export function cartLineView(item: CartItem): LineItemView {
  const { course } = item;
  const pod = item.pod;
  return {
    courseId: course.id,
    name: course.name,
    href: courseRoute(course.alias, course.alias_code),
    learnHref: learnRoute(course.alias, course.alias_code),
    thumb: thumbOf(course),
    price: formatPrice(item.price),
    listPrice: !pod && course.price > item.price ? formatPrice(course.price) : null,
    packageText: pod ? packageLabel(pod.cycle) || 'Gói học' : null,
    podId: item.pod_id ?? null,
    packages: packageOptions(course),
    amount: item.price,
  };
}

/** A buy-now line from course details: the package chosen (when the course has it), else the whole course at its price_new. */
export function courseLineView(course: CourseSummary, podId?: number): LineItemView {
  const pod = course.pods.find((p) => p.id === podId);
  if (pod) {
    const whole = courseLineView(course);
    return {
      ...whole,
      price: formatPrice(pod.price),
      listPrice: null,
      packageText: packageLabel(pod.cycle) || 'Gói học',
      podId: pod.id,
      amount: pod.price,
    };
  }
  return {
    courseId: course.id,
    name: course.name,
    href: courseRoute(course.alias, course.alias_code),
    learnHref: learnRoute(course.alias, course.alias_code),
    thumb: thumbOf(course),
    price: formatPrice(course.price_new),
    listPrice: course.price > course.price_new ? formatPrice(course.price) : null,
    packageText: null,
    podId: null,
    packages: [],
    amount: course.price_new,
  };
}
