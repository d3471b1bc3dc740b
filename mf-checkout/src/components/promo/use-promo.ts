import { errorMessage, useMutation } from '@edu/shared/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { PromoCheck } from '@edu/shared/core';
import { checkPromo } from './check-promo';
import { normalisePromoCode, validatePromoCode } from './promo-code';

export const PROMO_FAILED = 'Không kiểm tra được mã khuyến mãi. Vui lòng thử lại.';

export interface PromoState {
  /** What is in the field: never cleared by an error, so nothing typed is lost. */
  input: string;
  setInput: (value: string) => void;
  error: string | null;
  applied: PromoCheck | null;
  busy: boolean;
  apply: () => Promise<void>;
  remove: () => void;
}

/** One check: a code against an order, and the subtotal it was asked for. */
interface PromoRequest {
  code: string;
  courseIds: number[] | undefined;
  podIds: Record<string, number> | undefined;
  subtotal: number;
}

type PromoAnswer = { ok: true; check: PromoCheck } | { ok: false; message: string };

/** The server's answer, or its Vietnamese message: a failed check is an answer too (shown only if still wanted). */
const askServer = (request: PromoRequest): Promise<PromoAnswer> =>
  checkPromo(request.code, request.courseIds, request.podIds).then(
    (check) => ({ ok: true as const, check }),
    (error: unknown) => ({ ok: false as const, message: errorMessage(error, PROMO_FAILED) }),
  );

/**
 * A promo code checked by the server against `courseIds` and their packages `podIds` (or the cart when undefined). When the
 * order changes (`subtotal`), an applied code is checked again so the discount shown stays true. The checks are one
 * TanStack mutation (shared's useMutation): the same check asked again while it is in flight joins it (one request),
 * another waits its turn, and only the answer to the check asked last is shown (a removed code's answer is dropped).
 */
export function usePromo(courseIds: number[] | undefined, subtotal: number, initialCode = '', podIds?: Record<string, number>): PromoState {
  const [input, setInputState] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<PromoCheck | null>(null);
  const [busy, setBusy] = useState(false);
  /** The check whose answer is wanted (its request as JSON); null: none (removed, or the code was not valid). */
  const wanted = useRef<string | null>(null);
  /** The subtotal the applied answer was asked for (not the server's: a package line may differ). */
  const checkedFor = useRef<number | null>(null);
  const idsKey = courseIds?.join(',') ?? 'cart';
  const idsRef = useRef(courseIds);
  idsRef.current = courseIds;
  const podsRef = useRef(podIds);
  podsRef.current = podIds;
  const subtotalRef = useRef(subtotal);
  subtotalRef.current = subtotal;
  const { run: check } = useMutation(askServer, PROMO_FAILED, { concurrency: 'join' });

  const run = useCallback(
    async (raw: string) => {
      const invalid = validatePromoCode(raw);
      if (invalid) {
        wanted.current = null;
        setError(invalid);
        setApplied(null);
        setBusy(false);
        return;
      }
      const request: PromoRequest = {
        code: normalisePromoCode(raw),
        courseIds: idsRef.current,
        podIds: podsRef.current,
        subtotal: subtotalRef.current,
      };
      const key = JSON.stringify(request);
      wanted.current = key;
      checkedFor.current = request.subtotal;
      setBusy(true);
      setError(null);
      const answer = await check(request);
      if (wanted.current !== key || !answer) return;
      setBusy(false);
      setApplied(answer.ok ? answer.check : null);
      setError(answer.ok ? null : answer.message);
    },
    [check],
  );

  // A code that came with the page (?promo_code=) is checked once the order is known.
  const autoApplied = useRef(false);
  useEffect(() => {
    if (autoApplied.current || !initialCode || subtotal <= 0) return;
    autoApplied.current = true;
    void run(initialCode);
  }, [initialCode, subtotal, run]);

  // The order changed under an applied code: ask again (an empty order drops the code).
  const appliedCode = applied?.code;
  useEffect(() => {
    if (!appliedCode || checkedFor.current === subtotal) return;
    if (subtotal <= 0) {
      wanted.current = null;
      setApplied(null);
      return;
    }
    void run(appliedCode);
  }, [appliedCode, subtotal, idsKey, run]);

  const setInput = useCallback((value: string) => {
    setInputState(value);
    setError(null);
  }, []);
  const apply = useCallback(() => run(input), [run, input]);
  const remove = useCallback(() => {
    wanted.current = null;
    setApplied(null);
    setError(null);
    setBusy(false);
  }, []);
  return { input, setInput, error, applied, busy, apply, remove };
}
