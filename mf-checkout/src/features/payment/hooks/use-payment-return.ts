import { errorMessage, refreshCartCount } from '@edu/shared/core';
import { useEffect, useMemo } from 'react';
import type { PaymentValidation } from '@edu/shared/core';
import { FRESH, useQuery } from '../../../lib/use-query';
import { getIdempotencyKeys } from '../../../lib/idempotency';
import { validatePayment } from '../api/validate-payment';
import { parsePaymentReturn, paymentReturnQuery } from '../payment-return';

export const VALIDATION_FAILED = 'Không xác nhận được giao dịch. Vui lòng thử lại sau.';

export type ReturnOutcome =
  | { kind: 'checking' }
  | { kind: 'paid'; validation: PaymentValidation }
  | { kind: 'unpaid'; validation: PaymentValidation; result: 'failed' | 'cancelled' | 'success' }
  | { kind: 'invalid'; message: string; canRetry: boolean };

/** Validates the gateway's return in `search` with the server and says what happened. */
export function usePaymentReturn(search: string): { outcome: ReturnOutcome; retry: () => void } {
  const parsed = useMemo(() => parsePaymentReturn(new URLSearchParams(search)), [search]);
  const key = parsed.ok ? paymentReturnQuery(parsed.value) : 'invalid';
  const state = useQuery<PaymentValidation>(
    ['payment-return', key],
    (signal) => validatePayment((parsed as { ok: true; value: Parameters<typeof validatePayment>[0] }).value, signal),
    { ...FRESH, enabled: parsed.ok },
  );

  const paid = state.data?.paid === true;
  useEffect(() => {
    if (!paid) return;
    getIdempotencyKeys().forget();
    void refreshCartCount();
  }, [paid]);

  if (!parsed.ok) return { outcome: { kind: 'invalid', message: parsed.reason, canRetry: false }, retry: state.refetch };
  if (state.status === 'loading') return { outcome: { kind: 'checking' }, retry: state.refetch };
  if (state.status === 'error') {
    const status = (state.error as { status?: number } | null)?.status;
    const rejected = status === 400 || status === 404;
    return { outcome: { kind: 'invalid', message: errorMessage(state.error, VALIDATION_FAILED), canRetry: !rejected }, retry: state.refetch };
  }
  const validation = state.data!;
  if (validation.paid) return { outcome: { kind: 'paid', validation }, retry: state.refetch };
  return { outcome: { kind: 'unpaid', validation, result: parsed.value.result }, retry: state.refetch };
}
