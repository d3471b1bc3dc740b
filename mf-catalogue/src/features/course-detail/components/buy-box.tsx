import { useState } from 'react';
import { Price, SizedImage } from '@edu/ui';
import { actionKind, type CourseDetailVm } from '../course-detail-vm';
import { CourseActions } from './course-actions';
import { CoursePackages } from './course-packages';
import { WishlistButton } from '../../../components/wishlist/wishlist-button';

export function BuyBox({ course }: { course: CourseDetailVm }) {
  // the package the learner is buying (null: the whole course)
  const [podId, setPodId] = useState<number | null>(null);
  const kind = actionKind(course);
  const choosable = kind === 'buy';
  return (
    <aside className="cat-buybox card" aria-label="Đăng ký khóa học">
      <SizedImage image={course.image} alt={course.name} priority className="cat-buybox-img" sizes="(max-width: 900px) calc(100vw - 32px), 360px" />
      <div className="cat-buybox-body">
        <Price current={course.price.current} old={course.price.old} free={course.price.isFree} size="lg" />
        {choosable && <CoursePackages courseId={course.id} packages={course.packages} choosable chosen={podId} onChoose={setPodId} />}
        <CourseActions course={course} podId={podId} />
        {(kind === 'buy' || kind === 'enrol-free') && <WishlistButton courseId={course.id} />}
        {!choosable && <CoursePackages courseId={course.id} packages={course.packages} choosable={false} chosen={null} onChoose={setPodId} />}
        <ul className="cat-facts">
          <li>{course.platformLabel}</li>
          {course.students && <li>{course.students}</li>}
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
