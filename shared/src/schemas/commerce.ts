import { Type, type Static } from '@sinclair/typebox';
import { CoursePod, CourseDetail, CourseSummary } from './catalogue';
import { Id, Nullable, Page, PageSize, Paginated, Str, Timestamp } from './common';

export const CourseIds = Type.Array(Id, { minItems: 1, maxItems: 50 });

export const CartPatchBody = Type.Object({
  course_id: Id,
  pod_id: Type.Optional(Type.Union([Id, Type.Null()])),
});

export const CartDeleteBody = Type.Object({
  course_id: Type.Optional(Id),
  course_ids: Type.Optional(CourseIds),
  all: Type.Optional(Type.Boolean()),
});

/** course id → the package (pod) chosen for it; a course not named is bought whole. */
const PodIds = Type.Record(Type.String({ pattern: '^[0-9]{1,10}$' }), Id, { description: 'course id → chosen pod id' });

export const OrderBody = Type.Object({
  course_ids: CourseIds,
  pod_ids: Type.Optional(PodIds),
  full_name: Type.Optional(Str(120)),
  email: Type.Optional(Str(254)),
  phone: Type.Optional(Str(20)),
  promo_code: Type.Optional(Str(40)),
});

export const OrderListQuery = Type.Object({
  page: Page,
  page_size: PageSize(10, 50),
  status: Type.Optional(Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('cancelled')])),
});

export const OrderDetailsQuery = Type.Object({ id: Type.Optional(Id), code: Type.Optional(Type.String({ maxLength: 40 })) });

export const PaymentReturnBody = Type.Object({
  order_code: Type.String({ minLength: 1, maxLength: 40 }),
  txn_ref: Type.String({ minLength: 1, maxLength: 40 }),
  amount: Type.Integer({ minimum: 0, maximum: 2_000_000_000 }),
  result: Type.Union([Type.Literal('success'), Type.Literal('failed'), Type.Literal('cancelled')]),
  sig: Type.String({ minLength: 1, maxLength: 128 }),
});

export const PromoCheckBody = Type.Object({
  promo_code: Type.String({ minLength: 1, maxLength: 40 }),
  course_ids: Type.Optional(CourseIds),
  pod_ids: Type.Optional(PodIds),
});

export const ActivateBody = Type.Object({ code: Type.String({ minLength: 4, maxLength: 40 }) });

/** A cart line: the course as lists show it, the chosen package, and the server's price. */
export const CartItem = Type.Object({
  course: CourseSummary,
  pod_id: Nullable(Type.Integer()),
  pod: Nullable(CoursePod),
  price: Type.Integer(),
  added_at: Timestamp,
});
export type CartItem = Static<typeof CartItem>;

/** GET/PATCH/DELETE /api/user/cart.json (guest: X-Guest-Token header). Prices are the server's. */
export const Cart = Type.Object({ items: Type.Array(CartItem), count: Type.Integer(), subtotal: Type.Integer() });
export type Cart = Static<typeof Cart>;
export type CartPatchRequest = Static<typeof CartPatchBody>;

/** refunded: by an admin (POST /api/admin/order/refund.json), the courses taken back. */
export const OrderStatus = Type.Union([Type.Literal('pending'), Type.Literal('completed'), Type.Literal('cancelled'), Type.Literal('refunded')]);
export type OrderStatus = Static<typeof OrderStatus>;

export const OrderItem = Type.Object({
  course_id: Type.Integer(),
  name: Type.String(),
  pod_id: Nullable(Type.Integer()),
  pod_cycle: Type.Optional(
    Nullable(Type.Integer({ description: "the chosen package's duration code (SPEC §3 table: 4 = Gói Năm); null: the whole course" })),
  ),
  price: Type.Integer(),
  unit_price: Type.Integer(),
  alias: Type.String(),
  alias_code: Type.String(),
  thumbnail: Type.String(),
});
export type OrderItem = Static<typeof OrderItem>;

export const Order = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  status: OrderStatus,
  subtotal: Type.Integer(),
  discount: Type.Integer(),
  total: Type.Integer(),
  promo_code: Nullable(Type.String()),
  full_name: Nullable(Type.String()),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  payment_method: Nullable(Type.String()),
  created_at: Timestamp,
  paid_at: Nullable(Timestamp),
  items: Type.Array(OrderItem),
});
export type Order = Static<typeof Order>;
export const OrderList = Paginated(Order);
export type OrderList = Static<typeof OrderList>;
export const OrderDetails = Type.Object({ order: Order });

/** POST /api/user/order.json (header Idempotency-Key optional). Client prices are never read. */
export type CreateOrderRequest = Static<typeof OrderBody>;
export const CreateOrderResponse = Type.Object({
  order: Nullable(Order),
  already_owned: Type.Array(Type.Integer(), { description: 'courses the learner already had (order is null when that is all of them)' }),
  replayed: Type.Boolean({ description: 'the same Idempotency-Key was seen: this is the first answer again' }),
});
export type CreateOrderResponse = Static<typeof CreateOrderResponse>;

/** POST /api/user/add_course.json: a free course enrolled through a zero-total order. */
export const FreeEnrolmentResponse = Type.Object({ course_id: Type.Integer(), order: Nullable(Order) });

/** POST /api/user/order/payment.json: where to pay (a gateway's page), or, for a bank transfer, what to transfer. */
export const PaymentStart = Type.Object({
  txn_ref: Type.String(),
  amount: Type.Integer(),
  order_code: Type.String(),
  payment_url: Type.String({ description: 'the gateway page to send the learner to; empty for a bank transfer' }),
  bank_transfer: Type.Optional(
    Type.Object({
      qr: Type.String({ description: 'VietQR (EMVCo) payload: any banking app scans it' }),
      bank_bin: Type.String(),
      account: Type.String(),
      account_name: Type.String(),
      amount: Type.Integer(),
      note: Type.String({ description: 'the transfer note the payment is matched by (the transaction reference)' }),
    }),
  ),
});
export type PaymentStart = Static<typeof PaymentStart>;

/** The sandbox gateway's signed return, posted to /api/external/validate_order_payment.json. */
export type PaymentReturn = Static<typeof PaymentReturnBody>;
export const PaymentValidation = Type.Object({ order: Order, paid: Type.Boolean() });
export type PaymentValidation = Static<typeof PaymentValidation>;

export const Promotion = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
  discount_type: Type.Union([Type.Literal('percent'), Type.Literal('amount')]),
  discount_value: Type.Integer(),
  max_discount: Nullable(Type.Integer()),
  min_total: Type.Integer(),
  course_ids: Nullable(Type.Array(Type.Integer(), { description: 'null: every course' })),
  starts_at: Timestamp,
  ends_at: Timestamp,
  active: Type.Boolean(),
  codes: Type.Array(Type.String(), {
    description: 'the campaign codes anyone may use (no use limit); a code with a limit is handed out one by one and never listed',
  }),
});
export type Promotion = Static<typeof Promotion>;
export const PromotionDetails = Type.Object({ promotion: Promotion });

/** POST /api/user/promotion/check.json */
export const PromoCheck = Type.Object({
  code: Type.String(),
  promotion_id: Type.Integer(),
  name: Type.String(),
  discount: Type.Integer(),
  subtotal: Type.Integer(),
  total: Type.Integer(),
});
export type PromoCheck = Static<typeof PromoCheck>;

/** POST /api/user/order/active.json: the course the code opened. */
export const ActivationResult = Type.Object({ course: CourseDetail });
