import type { MyCourse } from '@edu/shared/core';
import { toMyCourseView } from '../my-course-vm';
import { MyCourseCard } from './my-course-card';
import './my-courses.css';

export function MyCourseGrid({ courses }: { courses: MyCourse[] }) {
  return (
    <div className="ln-mygrid">
      {courses.map((c) => (
        <MyCourseCard key={c.id} course={toMyCourseView(c)} />
      ))}
    </div>
  );
}

export function MyCourseGridSkeleton({ count = 4 }: { count?: number }) {
  return (
    <div className="ln-mygrid" aria-busy="true" aria-label="Đang tải khóa học">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="skeleton ln-mycard-skel" />
      ))}
    </div>
  );
}
