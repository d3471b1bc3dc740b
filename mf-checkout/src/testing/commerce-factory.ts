import type { Cart, CartItem, CourseDetail, CourseSummary, Order } from '@edu/shared';

let nextId = 100;

/** A valid course as the API sends it; override what the test is about. */
export function makeCourse(overrides: Partial<CourseSummary> = {}): CourseSummary {
  const id = overrides.id ?? nextId++;
  return {
    id, name: `Khóa học ${id}`, alias: `khoa-hoc-${id}`, alias_code: `c${id}`, type: 'retail',
    thumbnail: { img: `/img/${id}.jpg`, width: 640, height: 360 },
    teacher: { id: 7, name: 'thay-an', full_name: 'Nguyễn Văn An', slug: 'nguyen-van-an', avatar: null },
    price: 790000, price_new: 490000, pods: [], total_child: 0, flatform_type: 'flatform_web',
    vote_rate: 4.5, vote_count: 12, category_id: 3, subject_id: null, short_description: 'Mô tả',
    ...overrides,
  };
}

export function makeCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  return {
    ...makeCourse(overrides), description: '', lessons: [], children: [], category: { id: 3, name: 'Lập trình', slug: 'lap-trinh' },
    subject: null, entitled: false, my_vote: null, meta: { title: '', description: '', keywords: '' }, ...overrides,
  } as CourseDetail;
}

export function makeCartItem(course: CourseSummary = makeCourse(), overrides: Partial<CartItem> = {}): CartItem {
  return { course, pod_id: null, pod: null, price: course.price_new, added_at: '2026-01-01T00:00:00Z', ...overrides };
}

export function makeCart(items: CartItem[]): Cart {
  return { items, count: items.length, subtotal: items.reduce((s, i) => s + i.price, 0) };
}

export function makeOrder(overrides: Partial<Order> = {}): Order {
  return {
    id: 7, code: 'DH000007', status: 'pending', subtotal: 490000, discount: 0, total: 490000, promo_code: null,
    full_name: 'Học Viên', email: 'hv@example.vn', phone: '0912345678', payment_method: null,
    created_at: '2026-01-01T00:00:00Z', paid_at: null,
    items: [{ course_id: 9, name: 'SQL căn bản', pod_id: null, price: 790000, unit_price: 490000, alias: 'sql-can-ban', alias_code: 'c0009', thumbnail: '/img/9.jpg' }],
    ...overrides,
  };
}
