/**
 * A placeholder with the final size of what it stands for, so nothing moves when the content arrives
 * (no layout shift). Announced once as busy, not line by line.
 */
export function Skeleton({
  height,
  width = '100%',
  lines = 1,
  ragged = true,
  label = 'Đang tải',
}: {
  height: number;
  width?: number | string;
  lines?: number;
  /** Lines of text end short; rows of a list do not. */
  ragged?: boolean;
  label?: string;
}) {
  return (
    <div className="ui-skeleton" aria-busy="true" aria-label={label} role="status">
      {Array.from({ length: lines }, (_, i) => (
        <span key={i} className="skeleton ui-skeleton-line" style={{ height, width: ragged && i === lines - 1 && lines > 1 ? '60%' : width }} />
      ))}
    </div>
  );
}
