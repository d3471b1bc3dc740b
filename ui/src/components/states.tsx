import type { ReactNode } from 'react';
import { errorMessage } from '@edu/shared/core';

export const LOAD_FAILED = 'Không tải được dữ liệu. Vui lòng thử lại.';

export interface ErrorStateProps {
  /** A heading for a failure that replaces a whole screen ('Không tải được đơn hàng'). */
  title?: string;
  /** What failed, in Vietnamese; or give `error` and its message (the API's, or a network one) is shown. */
  message?: string;
  error?: unknown;
  /** The retry that really retries; leave it out only when retrying cannot help (then give a way out). */
  onRetry?: () => void;
  /** Other ways out (a link home, to the cart). */
  children?: ReactNode;
}

/** A failed load: what happened, a retry, and other ways out (announced: role=alert). */
export function ErrorState({ title, message, error, onRetry, children }: ErrorStateProps) {
  return (
    <div className="ui-state ui-state--error" role="alert">
      {title && <h2 className="ui-state-title">{title}</h2>}
      <p>{message ?? (error === undefined ? LOAD_FAILED : errorMessage(error))}</p>
      {(onRetry || children) && (
        <div className="ui-state-actions">
          {onRetry && (
            <button type="button" className="btn btn-outline" onClick={onRetry}>
              Thử lại
            </button>
          )}
          {children}
        </div>
      )}
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
