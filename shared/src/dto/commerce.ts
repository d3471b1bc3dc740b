import type { CourseSummary } from './catalogue';
import type { Paginated } from './envelope';

/** GET/PATCH/DELETE /api/user/cart.json (guest: X-Guest-Token header). Prices are the server's. */
export interface CartItem {
  course: CourseSummary;
  pod_id: number | null;
  pod: { id: number; cycle: number; price: number } | null;
  price: number;
  added_at: string;
}

export interface Cart {
  items: CartItem[];
  count: number;
  subtotal: number;
}

export interface CartPatchRequest {
  course_id: number;
  pod_id?: number | null;
}

export type OrderStatus = 'pending' | 'completed' | 'cancelled';

export interface OrderItem {
  course_id: number;
  name: string;
  pod_id: number | null;
  price: number;
  unit_price: number;
  alias: string;
  alias_code: string;
  thumbnail: string;
}

export interface Order {
  id: number;
  code: string;
  status: OrderStatus;
  subtotal: number;
  discount: number;
  total: number;
  promo_code: string | null;
  full_name: string | null;
  email: string | null;
  phone: string | null;
  payment_method: string | null;
  created_at: string;
  paid_at: string | null;
  items: OrderItem[];
}

/** POST /api/user/order.json (header Idempotency-Key optional). Client prices are never read. */
export interface CreateOrderRequest {
  course_ids: number[];
  /** course id → chosen pod id */
  pod_ids?: Record<string, number>;
  full_name?: string;
  email?: string;
  phone?: string;
  promo_code?: string;
}

export interface CreateOrderResponse {
  /** null when the user already owned every course */
  order: Order | null;
  already_owned: number[];
  replayed: boolean;
}

export type OrderList = Paginated<Order>;

/** POST /api/user/order/payment.json */
export interface PaymentStart {
  txn_ref: string;
  amount: number;
  order_code: string;
  payment_url: string;
}

/** The sandbox gateway's signed return, posted to /api/external/validate_order_payment.json. */
export interface PaymentReturn {
  order_code: string;
  txn_ref: string;
  amount: number;
  result: 'success' | 'failed' | 'cancelled';
  sig: string;
}

export interface PaymentValidation {
  order: Order;
  paid: boolean;
}

export interface Promotion {
  id: number;
  name: string;
  slug: string;
  description: string;
  image: string | null;
  discount_type: 'percent' | 'amount';
  discount_value: number;
  max_discount: number | null;
  min_total: number;
  course_ids: number[] | null;
  starts_at: string;
  ends_at: string;
  active: boolean;
}

/** POST /api/user/promotion/check.json */
export interface PromoCheck {
  code: string;
  promotion_id: number;
  name: string;
  discount: number;
  subtotal: number;
  total: number;
}
