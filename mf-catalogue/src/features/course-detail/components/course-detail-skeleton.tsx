import '../../../components/ui/ui.css';
import '../../../components/course/course.css';
import './course-detail.css';

export function CourseDetailSkeleton() {
  return (
    <div className="container cat-detail" aria-busy="true" aria-label="Đang tải khóa học">
      <div className="cat-detail-main">
        <div className="skeleton cat-skel-title" />
        <div className="skeleton cat-skel-text" />
        <div className="skeleton cat-skel-text" />
      </div>
      <div className="cat-buybox card">
        <div className="skeleton cat-skel-thumb" />
        <div className="cat-buybox-body">
          <div className="skeleton cat-skel-text" />
        </div>
      </div>
    </div>
  );
}
