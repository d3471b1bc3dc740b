import type { ReactNode } from 'react';
import { errorMessage } from '@edu/shared';

export const LOAD_FAILED = 'Không tải được dữ liệu. Vui lòng thử lại.';

export interface ErrorStateProps {
  /** What failed, in Vietnamese; or give `error` and its message (the API's, or a network one) is shown. */
  message?: string;
  error?: unknown;
  onRetry: () => void;
}

/** A failed load: what happened and a retry that really retries (announced: role=alert). */
export function ErrorState({ message, error, onRetry }: ErrorStateProps) {
  return (
    <div className="ui-state ui-state--error" role="alert">
      <p>{message ?? (error === undefined ? LOAD_FAILED : errorMessage(error))}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        Thử lại
      </button>
    </div>
  );
}

/** Nothing to show: says what happened and what to do next (the actions come as children). */
export function EmptyState({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="ui-state" role="status">
      <p className="ui-state-title">{title}</p>
      {hint && <p className="ui-state-hint">{hint}</p>}
      {children && <div className="ui-state-actions">{children}</div>}
    </div>
  );
}
