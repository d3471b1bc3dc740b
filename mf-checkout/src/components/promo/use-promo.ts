import { errorMessage, useMounted } from '@edu/shared/core';
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

/**
 * A promo code checked by the server against `courseIds` and their packages `podIds` (or the cart when undefined). When the
 * order changes (`subtotal`), an applied code is checked again so the discount shown stays true.
 */
export function usePromo(courseIds: number[] | undefined, subtotal: number, initialCode = '', podIds?: Record<string, number>): PromoState {
  const [input, setInputState] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  const [applied, setApplied] = useState<PromoCheck | null>(null);
  const [busy, setBusy] = useState(false);
  const mounted = useMounted();
  const seq = useRef(0);
  /** The subtotal the applied answer was asked for (not the server's: a package line may differ). */
  const checkedFor = useRef<number | null>(null);
  const idsKey = courseIds?.join(',') ?? 'cart';
  const idsRef = useRef(courseIds);
  idsRef.current = courseIds;
  const podsRef = useRef(podIds);
  podsRef.current = podIds;
  const subtotalRef = useRef(subtotal);
  subtotalRef.current = subtotal;

  const run = useCallback(
    async (raw: string) => {
      const invalid = validatePromoCode(raw);
      const mine = ++seq.current;
      if (invalid) {
        setError(invalid);
        setApplied(null);
        setBusy(false);
        return;
      }
      checkedFor.current = subtotalRef.current;
      setBusy(true);
      setError(null);
      try {
        const result = await checkPromo(normalisePromoCode(raw), idsRef.current, podsRef.current);
        if (!mounted.current || mine !== seq.current) return;
        setApplied(result);
      } catch (err) {
        if (!mounted.current || mine !== seq.current) return;
        setApplied(null);
        setError(errorMessage(err, PROMO_FAILED));
      } finally {
        if (mounted.current && mine === seq.current) setBusy(false);
      }
    },
    [mounted],
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
      seq.current += 1;
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
    seq.current += 1;
    setApplied(null);
    setError(null);
    setBusy(false);
  }, []);
  return { input, setInput, error, applied, busy, apply, remove };
}
