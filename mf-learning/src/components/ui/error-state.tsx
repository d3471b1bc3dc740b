import './ui.css';

export function ErrorState({ message = 'Không tải được dữ liệu. Vui lòng thử lại.', onRetry }: { message?: string; onRetry: () => void }) {
  return (
    <div className="ln-error card" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        Thử lại
      </button>
    </div>
  );
}
