import { ENDPOINTS, apiPost, type CreateOrderRequest, type CreateOrderResponse, type PaymentStart } from '@edu/shared';

/** Prices, discount and total are computed by the server; the same key + body returns the same order. */
export function createOrder(req: CreateOrderRequest, idempotencyKey: string): Promise<CreateOrderResponse> {
  return apiPost<CreateOrderResponse>(ENDPOINTS.order, req, { headers: { 'Idempotency-Key': idempotencyKey } });
}

/** Opens a sandbox-gateway payment for a pending order; the learner goes to `payment_url`. */
export function startPayment(orderId: number): Promise<PaymentStart> {
  return apiPost<PaymentStart>(ENDPOINTS.payment, { order_id: orderId });
}

/** Shown when the payment gateway cannot be opened (placing the order or paying again later). */
export const PAYMENT_FAILED = 'Không mở được cổng thanh toán. Vui lòng thử lại.';
