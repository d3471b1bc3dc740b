import './ui.css';

/** A labelled progress bar: 'Đã học 3/10 bài'. */
export function ProgressBar({ done, total, label = 'Tiến độ học' }: { done: number; total: number; label?: string }) {
  const percent = total > 0 ? Math.round((Math.min(done, total) / total) * 100) : 0;
  return (
    <div className="ln-progress">
      <div className="ln-progress-track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className="ln-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <span className="ln-progress-text">
        Đã học {Math.min(done, total)}/{total} bài ({percent}%)
      </span>
    </div>
  );
}
