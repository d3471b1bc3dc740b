import type { ReactNode } from 'react';

/** A short label on a card or a row ('Miễn phí', 'Mới', 'Đã thanh toán'); the tone never carries the meaning alone. */
export function Badge({ tone = 'neutral', children }: { tone?: 'neutral' | 'info' | 'success' | 'warning' | 'danger'; children: ReactNode }) {
  return <span className={`ui-badge ui-badge--${tone}`}>{children}</span>;
}
