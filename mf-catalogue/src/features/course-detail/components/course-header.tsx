import { SmartLink, StarRating } from '@edu/ui';
import type { CourseDetailVm } from '../course-detail-vm';

export function CourseHeader({ course }: { course: CourseDetailVm }) {
  return (
    <header className="cat-course-head">
      {course.groupLabel && <span className="cat-chip">{course.groupLabel}</span>}
      <h1>{course.name}</h1>
      {course.shortDescription && <p className="cat-course-lead">{course.shortDescription}</p>}
      <p className="cat-course-byline">
        {course.teacher.name && (
          <span>Giảng viên: {course.teacher.href ? <SmartLink to={course.teacher.href}>{course.teacher.name}</SmartLink> : course.teacher.name}</span>
        )}
        {course.rating.count > 0 ? (
          <StarRating value={course.rating.value} count={course.rating.count} />
        ) : (
          <span className="cat-muted">Chưa có đánh giá</span>
        )}
        <span className="cat-chip cat-chip-muted">{course.platformLabel}</span>
      </p>
    </header>
  );
}
