export interface ProgressBarProps {
  /** Done out of total ('Đã học 3/10 bài'), or a fraction 0…1 with `total` left out. */
  value: number;
  total?: number;
  label: string;
  /** The visible line under the bar; none by default (the bar itself is announced with its percentage). */
  text?: (percent: number) => string;
}

export const percentOf = (value: number, total?: number): number => {
  const fraction = total === undefined ? value : total > 0 ? Math.min(value, total) / total : 0;
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
};

export function ProgressBar({ value, total, label, text }: ProgressBarProps) {
  const percent = percentOf(value, total);
  return (
    <div className="ui-progress">
      <div className="ui-progress-track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <span className="ui-progress-fill" style={{ width: `${percent}%` }} />
      </div>
      {text && <span className="ui-progress-text">{text(percent)}</span>}
    </div>
  );
}
