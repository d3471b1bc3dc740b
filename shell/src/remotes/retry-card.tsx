interface RetryCardProps {
  onRetry: () => void;
  retrying: boolean;
}

/** Shown in place of a page whose remote failed to load or crashed; the rest of the site keeps working. */
export function RetryCard({ onRetry, retrying }: RetryCardProps) {
  return (
    <section className="card sh-retry" role="alert" aria-live="assertive">
      <h2>Không tải được nội dung</h2>
      <p>Phần này của trang đang gặp sự cố tạm thời. Các phần khác của trang vẫn hoạt động bình thường.</p>
      <button type="button" className="btn btn-primary" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Đang thử lại…' : 'Thử lại'}
      </button>
    </section>
  );
}
