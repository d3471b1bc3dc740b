import './ui.css';

interface ErrorStateProps {
  message?: string;
  onRetry: () => void;
}

export function ErrorState({ message = 'Không tải được dữ liệu. Vui lòng thử lại.', onRetry }: ErrorStateProps) {
  return (
    <div className="cat-error" role="alert">
      <p>{message}</p>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        Thử lại
      </button>
    </div>
  );
}
