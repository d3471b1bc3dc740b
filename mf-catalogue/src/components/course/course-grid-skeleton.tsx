import './course.css';

/** Placeholder cards with the real cards' proportions, so nothing jumps when data arrives. */
export function CourseGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <ul className="cat-grid" aria-busy="true" aria-label="Đang tải khóa học">
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <div className="cat-card card">
            <div className="skeleton cat-skel-thumb" />
            <div className="cat-card-body">
              <div className="skeleton cat-skel-line" />
              <div className="skeleton cat-skel-line cat-skel-short" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
