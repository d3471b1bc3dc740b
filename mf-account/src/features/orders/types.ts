export type OrderStatus = 'pending' | 'paid' | 'cancelled' | 'failed' | 'refunded' | 'unknown';

export interface OrderSummary {
  id: number;
  code: string;
  status: OrderStatus;
  total: number;
  createdAt: string;
  /** Course names, for the list row. */
  itemNames: string[];
}

export interface OrderLine {
  courseId: number;
  name: string;
  /** What this line was sold at: the figure the subtotal adds up. */
  price: number;
  /** The course's list price (shown struck through when it was sold for less). */
  listPrice: number;
  /** The chosen package ('Gói Năm'), or null when the whole course was bought. */
  packageName: string | null;
  /** Course page, when the API sends alias + alias_code. */
  route: string | null;
}

export interface OrderDetail extends OrderSummary {
  lines: OrderLine[];
  subtotal: number;
  discount: number;
  promoCode: string | null;
  /** In Vietnamese ('Ví MoMo'), never the API's code. */
  paymentMethod: string | null;
  paidAt: string | null;
}
