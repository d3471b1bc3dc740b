import type { Cart, CartItem, CourseDetail, CourseSummary, Order } from '@edu/shared/core';
import { makeCourse as baseCourse, makeCourseDetail as baseDetail } from '@edu/shared/testing';

/** A course as the API sends it, at checkout's usual prices; override what the test is about. */
export const makeCourse = (overrides: Partial<CourseSummary> = {}): CourseSummary => baseCourse({ price: 790000, price_new: 490000, ...overrides });

export const makeCourseDetail = (overrides: Partial<CourseDetail> = {}): CourseDetail =>
  baseDetail({ price: 790000, price_new: 490000, category: { id: 3, name: 'Lập trình', slug: 'lap-trinh' }, ...overrides });

export function makeCartItem(course: CourseSummary = makeCourse(), overrides: Partial<CartItem> = {}): CartItem {
  return { course, pod_id: null, pod: null, price: course.price_new, added_at: '2026-01-01T00:00:00Z', ...overrides };
}

export function makeCart(items: CartItem[]): Cart {
  return { items, count: items.length, subtotal: items.reduce((s, i) => s + i.price, 0) };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 7,
    code: 'DH000007',
    status: 'pending',
    subtotal: 490000,
    discount: 0,
    total: 490000,
    promo_code: null,
    full_name: 'Học Viên',
    email: 'hv@example.vn',
    phone: '0912345678',
    payment_method: null,
    created_at: '2026-01-01T00:00:00Z',
    paid_at: null,
    items: [
      {
        course_id: 9,
        name: 'SQL căn bản',
        pod_id: null,
        price: 790000,
        unit_price: 490000,
        alias: 'sql-can-ban',
        alias_code: 'c0009',
        thumbnail: '/img/9.jpg',
      },
    ],
    ...overrides,
  };
}
