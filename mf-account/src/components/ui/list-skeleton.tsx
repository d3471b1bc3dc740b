/** Placeholder rows while a list loads (the shell's .skeleton shimmer). */
export function ListSkeleton({ rows = 3, label = 'Đang tải…' }: { rows?: number; label?: string }) {
  return (
    <div aria-busy="true" aria-live="polite">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton acc-skeleton-row" aria-hidden="true" />
      ))}
    </div>
  );
}
