import { useCallback, useEffect, useRef, useState } from 'react';
import { useSession } from '@edu/shared/core';
import { BUYER_FIELDS, buyerFromUser, normaliseBuyer, validateBuyer, validateField, type BuyerErrors, type BuyerValues } from '../buyer-form';

/**
 * The buyer's details, prefilled from the session once (never over what the learner typed). Errors
 * appear after a field is left or on submit, and go away as soon as the value is fixed.
 */
export function useBuyerForm() {
  const fullName = useSession((s) => s.userInfo?.full_name ?? null);
  const email = useSession((s) => s.userInfo?.email ?? null);
  const phone = useSession((s) => s.userInfo?.phone ?? null);
  const [values, setValues] = useState<BuyerValues>(() => buyerFromUser({ full_name: fullName ?? '', email, phone }));
  const [errors, setErrors] = useState<BuyerErrors>({});
  const touched = useRef(new Set<keyof BuyerValues>());

  // The session may arrive after the first render (sign-in in another tab): fill only empty, untouched fields.
  useEffect(() => {
    const fromSession = buyerFromUser({ full_name: fullName ?? '', email, phone });
    setValues((v) => {
      const next = { ...v };
      for (const f of BUYER_FIELDS) if (!next[f] && !touched.current.has(f)) next[f] = fromSession[f];
      return next;
    });
  }, [fullName, email, phone]);

  const change = useCallback((field: keyof BuyerValues, value: string) => {
    touched.current.add(field);
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] && !validateField(field, value) ? { ...e, [field]: undefined } : e));
  }, []);

  const blur = useCallback((field: keyof BuyerValues, value: string) => {
    if (!touched.current.has(field)) return;
    setErrors((e) => ({ ...e, [field]: validateField(field, value) ?? undefined }));
  }, []);

  /** Validates everything; returns the normalised values, or null (errors shown, values kept). */
  const submit = useCallback((): BuyerValues | null => {
    const found = validateBuyer(values);
    setErrors(found);
    return Object.keys(found).length ? null : normaliseBuyer(values);
  }, [values]);

  return { values, errors, change, blur, submit };
}
