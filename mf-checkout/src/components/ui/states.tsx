import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

export function LoadingBlock({ label }: { label: string }) {
  return (
    <div className="co-loading" role="status" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      <div className="skeleton co-skel-line" />
      <div className="skeleton co-skel-line" />
      <div className="skeleton co-skel-line co-skel-short" />
    </div>
  );
}

/** A failure the learner can do something about: the message, a retry, and a way out. */
export function ErrorBlock({ title, message, onRetry, children }: { title: string; message: string; onRetry?: () => void; children?: ReactNode }) {
  return (
    <div className="co-state card" role="alert">
      <h2 className="co-state-title">{title}</h2>
      <p>{message}</p>
      <div className="co-state-actions">
        {onRetry && (
          <button type="button" className="btn btn-primary" onClick={onRetry}>
            Thử lại
          </button>
        )}
        {children}
      </div>
    </div>
  );
}

export function EmptyCart() {
  return (
    <div className="co-state card">
      <h2 className="co-state-title">Giỏ hàng của bạn đang trống</h2>
      <p>Hãy khám phá các khóa học và thêm khóa học bạn thích vào giỏ hàng.</p>
      <div className="co-state-actions">
        <Link className="btn btn-primary" to="/khoa-hoc">
          Xem các khóa học
        </Link>
      </div>
    </div>
  );
}
