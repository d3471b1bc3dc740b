import type { ReactNode } from 'react';
import './ui.css';

interface EmptyStateProps {
  title: string;
  hint?: string;
  children?: ReactNode;
}

/** Says what happened and what to do next (the actions come as children). */
export function EmptyState({ title, hint, children }: EmptyStateProps) {
  return (
    <div className="cat-empty" role="status">
      <p className="cat-empty-title">{title}</p>
      {hint && <p className="cat-empty-hint">{hint}</p>}
      {children && <div className="cat-empty-actions">{children}</div>}
    </div>
  );
}
