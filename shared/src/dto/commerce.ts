export type {
  Cart,
  CartItem,
  CartPatchRequest,
  CreateOrderRequest,
  CreateOrderResponse,
  Order,
  OrderItem,
  OrderList,
  OrderStatus,
  PaymentReturn,
  PaymentStart,
  PaymentValidation,
  PromoCheck,
  Promotion,
} from '../schemas/commerce';
export type { PaymentMethod } from '../schemas/common';
