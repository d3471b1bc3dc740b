import { useId } from 'react';
import { CourseGrid } from '../../../components/course/course-grid';
import { CourseGridSkeleton } from '../../../components/course/course-grid-skeleton';
import { useRelatedCourses, type RelatedQuery } from '../api/get-related-courses';
import './courses.css';

interface RelatedCoursesProps extends RelatedQuery {
  title?: string;
}

/**
 * 'Khóa học liên quan': a self-contained strip (no router, no shell needed), used on the course page
 * and published as the single-spa parcel. Hidden when there is nothing to show or the call fails.
 */
export function RelatedCourses({ title = 'Khóa học liên quan', ...query }: RelatedCoursesProps) {
  const { data, status } = useRelatedCourses(query);
  const headingId = useId();
  if (status === 'error' || (data && data.length === 0)) return null;
  return (
    <section className="cat-section cat-related" aria-labelledby={headingId}>
      <div className="cat-section-head">
        <h2 id={headingId}>{title}</h2>
      </div>
      {data ? <CourseGrid courses={data} label={title} /> : <CourseGridSkeleton count={query.limit ?? 4} />}
    </section>
  );
}
