import { Price, SizedImage } from '@edu/ui';
import type { CourseDetailVm } from '../course-detail-vm';
import { CourseActions } from './course-actions';
import { CoursePackages } from './course-packages';

export function BuyBox({ course, signedIn }: { course: CourseDetailVm; signedIn: boolean }) {
  return (
    <aside className="cat-buybox card" aria-label="Đăng ký khóa học">
      <SizedImage image={course.image} alt={course.name} priority className="cat-buybox-img" />
      <div className="cat-buybox-body">
        <Price current={course.price.current} old={course.price.old} free={course.price.isFree} size="lg" />
        <CourseActions course={course} signedIn={signedIn} />
        <CoursePackages packages={course.packages} />
        <ul className="cat-facts">
          <li>{course.platformLabel}</li>
          {course.groupLabel && <li>Gồm {course.groupLabel}</li>}
          {course.lessonCount > 0 && (
            <li>
              {course.lessonCount} bài học · {course.totalDuration}
            </li>
          )}
        </ul>
      </div>
    </aside>
  );
}
