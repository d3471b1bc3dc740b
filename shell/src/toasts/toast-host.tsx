import { useEffect, useRef, useState } from 'react';
import { getBus, TOAST_DEFAULT_MS } from '@edu/shared/core';
import { ToastRegion, ToastView } from '@edu/ui';

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
    <ToastRegion>
      {toasts.map((t) => (
        <ToastView key={t.id} kind={t.kind}>
          {t.msg}
        </ToastView>
      ))}
    </ToastRegion>
  );
}
