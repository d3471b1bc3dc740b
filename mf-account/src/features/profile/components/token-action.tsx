import { errorMessage, type StatusMessages } from '@edu/shared/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface TokenActionProps<T> {
  token: string;
  action: (token: string) => Promise<T>;
  success: (result: T) => ReactNode;
  failure: (message: string) => ReactNode;
  byStatus?: StatusMessages;
}

/** Runs a one-time link's action once on arrival (StrictMode-safe) and shows what happened. */
export function TokenAction<T>({ token, action, success, failure, byStatus }: TokenActionProps<T>) {
  const [state, setState] = useState<{ ok: true; result: T } | { ok: false; message: string } | null>(null);
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    action(token).then(
      (result) => setState({ ok: true, result }),
      (e: unknown) => setState({ ok: false, message: errorMessage(e, byStatus) }),
    );
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- a one-time token is spent once
  if (!state) {
    return (
      <p role="status" className="acc-result">
        <span className="acc-spinner" aria-hidden="true" /> Đang xác nhận…
      </p>
    );
  }
  return <div role={state.ok ? 'status' : 'alert'}>{state.ok ? success(state.result) : failure(state.message)}</div>;
}
