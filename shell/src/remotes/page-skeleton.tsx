/** Placeholder while a remote page loads: same rough shape as a page, so nothing jumps. */
export function PageSkeleton() {
  return (
    <div className="container sh-page-skeleton" aria-busy="true" aria-label="Đang tải">
      <div className="skeleton" style={{ height: 32, width: '40%' }} />
      <div className="skeleton" style={{ height: 220 }} />
      <div className="skeleton" style={{ height: 16, width: '70%' }} />
    </div>
  );
}
