import { useId, type FormEvent } from 'react';
import { formatPrice } from '@edu/shared/core';
import type { PromoState } from './use-promo';
import { promoAppliedMessage } from './promo-code';

/** 'Mã khuyến mãi' + 'Áp dụng'; the server's verdict appears under the field. Not a <form>: it may sit inside one. */
export function PromoForm({ promo }: { promo: PromoState }) {
  const id = useId();
  const errorId = `${id}-error`;
  const submit = (event: FormEvent | { preventDefault: () => void }) => {
    event.preventDefault();
    if (!promo.busy) void promo.apply();
  };
  return (
    <div className="co-promo">
      <div className="field">
        <label htmlFor={id}>Mã khuyến mãi</label>
        <div className="co-promo-row">
          <input
            id={id}
            className="input"
            value={promo.input}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={60}
            placeholder="Nhập mã, ví dụ GIAM20"
            aria-invalid={promo.error ? true : undefined}
            aria-describedby={promo.error ? errorId : undefined}
            onChange={(e) => promo.setInput(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') submit(e);
            }}
          />
          <button type="button" className="btn btn-outline" disabled={promo.busy} aria-busy={promo.busy} onClick={submit}>
            Áp dụng
          </button>
        </div>
        {promo.error && (
          <p id={errorId} className="field-error" role="alert">
            {promo.error}
          </p>
        )}
        {promo.applied && !promo.error && (
          <p className="co-promo-ok" role="status">
            {promoAppliedMessage(promo.applied.code, formatPrice(promo.applied.discount))}{' '}
            <button type="button" className="co-link-btn" onClick={promo.remove}>
              Bỏ mã
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
