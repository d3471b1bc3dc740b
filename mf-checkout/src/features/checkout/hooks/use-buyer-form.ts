import { useEffect, useRef } from 'react';
import { useSession } from '@edu/shared/core';
import { useForm, type FieldProps, type Validators } from '@edu/shared/form';
import { BUYER_FIELDS, buyerFromUser, normaliseBuyer, validateField, type BuyerValues } from '../buyer-form';

const VALIDATORS = Object.fromEntries(BUYER_FIELDS.map((f) => [f, (value: string) => validateField(f, value)])) as Validators<BuyerValues>;

/**
 * The buyer's details on shared's useForm (docs/decisions/2026-11-27-one-form-way.md), prefilled from the session
 * (never over what the buyer typed). A valid submit hands `onValid` the normalised values; an invalid one shows each
 * message under its field and focuses the first, and keeps what was typed.
 */
export function useBuyerForm(onValid: (values: BuyerValues) => void) {
  const fullName = useSession((s) => s.userInfo?.full_name ?? null);
  const email = useSession((s) => s.userInfo?.email ?? null);
  const phone = useSession((s) => s.userInfo?.phone ?? null);
  const form = useForm<BuyerValues>({
    initial: buyerFromUser({ full_name: fullName ?? '', email, phone }),
    validators: VALIDATORS,
    onSubmit: (values) => onValid(normaliseBuyer(values)),
  });
  const typed = useRef(new Set<keyof BuyerValues>());

  // The session may arrive after the first render (sign-in in another tab): fill only empty fields nobody typed in.
  const { values, setValue } = form;
  const current = useRef(values);
  current.current = values;
  useEffect(() => {
    const fromSession = buyerFromUser({ full_name: fullName ?? '', email, phone });
    for (const f of BUYER_FIELDS) if (!current.current[f] && !typed.current.has(f) && fromSession[f]) setValue(f, fromSession[f]);
  }, [fullName, email, phone, setValue]);

  const field = (name: keyof BuyerValues): FieldProps => {
    const props = form.field(name);
    return {
      ...props,
      onChange: (e) => {
        typed.current.add(name);
        props.onChange(e);
      },
    };
  };
  return { values, field, handleSubmit: form.handleSubmit };
}
