import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '@edu/shared/router';
import {
  learnRoute,
  showToast,
  type CreateOrderRequest,
  type Order,
  type PaymentMethod,
  type PaymentStart,
  errorMessage,
  refreshCartCount,
  useMutation,
} from '@edu/shared/core';
import { leaveTo } from '../../../lib/browser';
import { createOrder, PAYMENT_FAILED, startPayment } from '../../../lib/order-api';
import type { BuyerValues } from '../buyer-form';
import type { CheckoutOrder } from '../api/get-checkout-order';
import { getIdempotencyKeys, orderFingerprint } from '../../../lib/idempotency';

export const ORDER_FAILED = 'Không tạo được đơn hàng. Vui lòng thử lại.';
export const FREE_DONE = 'Đăng ký khóa học thành công';
export const ALREADY_OWNED = 'Bạn đã sở hữu khóa học này';

export type PlaceStage =
  | { kind: 'idle' }
  | { kind: 'submitting' }
  | { kind: 'redirecting'; order: Order }
  | { kind: 'payment-error'; order: Order; message: string }
  | { kind: 'bank-transfer'; order: Order; transfer: NonNullable<PaymentStart['bank_transfer']> }
  | { kind: 'error'; message: string };

export function orderRequest(order: CheckoutOrder, buyer: BuyerValues, promoCode: string | null): CreateOrderRequest {
  return {
    course_ids: order.courseIds,
    ...(order.podIds ? { pod_ids: order.podIds } : {}),
    full_name: buyer.full_name,
    email: buyer.email,
    phone: buyer.phone,
    ...(promoCode ? { promo_code: promoCode } : {}),
  };
}

/**
 * Creates the order once however often it is asked (shared's useMutation guards the click, the Idempotency-Key
 * guards the network), then: a completed (free) order → toast and the course; a pending one → the gateway.
 */
export function usePlaceOrder() {
  const navigate = useNavigate();
  const [stage, set] = useState<PlaceStage>({ kind: 'idle' });

  const method = useRef<PaymentMethod | undefined>(undefined);
  const pay = useCallback(
    async (order: Order) => {
      set({ kind: 'redirecting', order });
      try {
        const start = await startPayment(order.id, method.current);
        if (start.bank_transfer) set({ kind: 'bank-transfer', order, transfer: start.bank_transfer });
        else leaveTo(start.payment_url);
      } catch (error) {
        set({ kind: 'payment-error', order, message: errorMessage(error, PAYMENT_FAILED) });
      }
    },
    [set],
  );

  const placing = useMutation(async (checkout: CheckoutOrder, buyer: BuyerValues, promoCode: string | null, via?: PaymentMethod) => {
    method.current = via;
    set({ kind: 'submitting' });
    const req = orderRequest(checkout, buyer, promoCode);
    const fingerprint = orderFingerprint(req);
    const keys = getIdempotencyKeys();
    try {
      const res = await createOrder(req, keys.keyFor(fingerprint));
      void refreshCartCount();
      const order = res.order;
      if (!order) {
        keys.forget(fingerprint);
        showToast(ALREADY_OWNED, { kind: 'info' });
        const first = checkout.lines[0] ?? checkout.owned[0];
        navigate(first ? first.learnHref : '/tai-khoan/khoa-hoc-cua-toi');
        return;
      }
      if (order.status === 'completed') {
        keys.forget(fingerprint);
        showToast(FREE_DONE, { kind: 'success' });
        const first = order.items[0];
        navigate(first ? learnRoute(first.alias, first.alias_code) : '/tai-khoan/khoa-hoc-cua-toi');
        return;
      }
      // Pending: the key stays, so coming back from the gateway and pressing again reuses this order.
      await pay(order);
    } catch (error) {
      set({ kind: 'error', message: errorMessage(error, ORDER_FAILED) });
    }
  });
  const place = placing.run;

  const retryPayment = useCallback(() => {
    if (stage.kind === 'payment-error') void pay(stage.order);
  }, [stage, pay]);

  return { stage, place, retryPayment };
}
