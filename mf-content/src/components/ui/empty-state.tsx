import type { ReactNode } from 'react';
import './ui.css';

/** Says what happened and what to do next (the actions come as children). */
export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="ct-empty" role="status">
      <p className="ct-empty-title">{title}</p>
      {hint && <p className="ct-empty-hint">{hint}</p>}
      {children && <div className="ct-empty-actions">{children}</div>}
    </div>
  );
}
