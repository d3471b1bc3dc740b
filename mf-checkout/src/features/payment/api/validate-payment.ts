import { ENDPOINTS, apiPost, type PaymentReturn, type PaymentValidation } from '@edu/shared/core';

/** The server checks the HMAC signature and the amount; success completes the order (idempotent). */
export function validatePayment(ret: PaymentReturn, signal?: AbortSignal): Promise<PaymentValidation> {
  return apiPost<PaymentValidation>(ENDPOINTS.validatePayment, ret, { signal });
}
