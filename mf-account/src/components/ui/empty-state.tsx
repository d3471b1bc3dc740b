import type { ReactNode } from 'react';

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="acc-empty card">
      <p className="acc-empty-title">
        <strong>{title}</strong>
      </p>
      {children}
    </div>
  );
}
