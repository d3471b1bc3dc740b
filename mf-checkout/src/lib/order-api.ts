import {
  ENDPOINTS,
  apiGet,
  apiPost,
  type CreateOrderRequest,
  type CreateOrderResponse,
  type PaymentMethod,
  type PaymentStart,
  type PublicSettings,
} from '@edu/shared/core';

/** Prices, discount and total are computed by the server; the same key + body returns the same order. */
export function createOrder(req: CreateOrderRequest, idempotencyKey: string): Promise<CreateOrderResponse> {
  return apiPost<CreateOrderResponse>(ENDPOINTS.order, req, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Opens a payment of a pending order: the learner goes to `payment_url`, or (bank transfer) is shown what to transfer. */
export function startPayment(orderId: number, method?: PaymentMethod): Promise<PaymentStart> {
  return apiPost<PaymentStart>(ENDPOINTS.payment, { order_id: orderId, ...(method ? { method } : {}) });
}

/** The ways to pay this deployment offers (settings.json), in order. */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return apiGet<PublicSettings>(ENDPOINTS.settings, undefined, { signal }).then((s) => s.payment_methods ?? ['sandbox']);
}

/** Shown when the payment gateway cannot be opened (placing the order or paying again later). */
export const PAYMENT_FAILED = 'Không mở được cổng thanh toán. Vui lòng thử lại.';
