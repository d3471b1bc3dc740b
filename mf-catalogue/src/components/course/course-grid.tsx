import type { CourseCardVm } from '../../lib/course-view-model';
import { CourseCard } from './course-card';
import './course.css';

interface CourseGridProps {
  courses: CourseCardVm[];
  /** How many leading cards load their thumbnails eagerly. */
  eager?: number;
  label?: string;
}

export function CourseGrid({ courses, eager = 0, label }: CourseGridProps) {
  return (
    <ul className="cat-grid" aria-label={label}>
      {courses.map((course, i) => (
        <li key={course.id}>
          <CourseCard course={course} priority={i < eager} />
        </li>
      ))}
    </ul>
  );
}
