import { useEffect, useRef, useState } from 'react';
import { getBus, TOAST_DEFAULT_MS } from '@edu/shared';

interface Toast {
  id: number;
  msg: string;
  kind: 'success' | 'error' | 'info';
}

/** SPEC §2 toasts: incrementing numeric id, a msg, gone after 3000 ms or the given duration. */
export function ToastHost() {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  useEffect(
    () =>
      getBus().on('toast:show', (event) => {
        const id = nextId.current++;
        setToasts((list) => [...list, { id, msg: event.msg, kind: event.kind ?? 'info' }]);
        setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), event.duration ?? TOAST_DEFAULT_MS);
      }),
    [],
  );

  return (
    <div className="sh-toasts" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className="sh-toast" data-kind={t.kind}>
          {t.msg}
        </div>
      ))}
    </div>
  );
}
