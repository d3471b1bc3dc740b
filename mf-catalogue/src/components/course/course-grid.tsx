import type { CourseCardVm } from '../../lib/course-view-model';
import { CourseCard, type ThumbnailLoading } from './course-card';
import './course.css';

interface CourseGridProps {
  courses: CourseCardVm[];
  /**
   * How many leading cards are in the first screen (a row on a laptop). They load at once; the first,
   * the largest paint on a phone, with high priority — one priority image, so it has the bandwidth.
   */
  eager?: number;
  label?: string;
}

export function CourseGrid({ courses, eager = 0, label }: CourseGridProps) {
  return (
    <ul className="cat-grid" aria-label={label}>
      {courses.map((course, i) => (
        <li key={course.id}>
          <CourseCard course={course} loading={thumbnailLoading(i, eager)} />
        </li>
      ))}
    </ul>
  );
}

const thumbnailLoading = (index: number, eager: number): ThumbnailLoading => (index >= eager ? 'lazy' : index === 0 ? 'priority' : 'eager');
