import type { CourseListQuery } from '@edu/shared/core';
import { CourseGrid } from '../../../components/course/course-grid';
import { CourseGridSkeleton } from '../../../components/course/course-grid-skeleton';
import { ErrorState } from '@edu/ui';
import { SmartLink } from '@edu/ui';
import { useCourses } from '../api/get-courses';
import './courses.css';

interface CourseSectionProps {
  title: string;
  query: CourseListQuery;
  moreHref?: string;
  eager?: number;
}

/** A titled strip of courses (home sections). Renders nothing when the section is empty. */
export function CourseSection({ title, query, moreHref, eager = 0 }: CourseSectionProps) {
  const { data, status, refetch } = useCourses(query);
  const id = `cat-sec-${title.replace(/\s+/g, '-').toLowerCase()}`;
  if (status === 'success' && data && data.items.length === 0) return null;
  return (
    <section className="cat-section" aria-labelledby={id}>
      <div className="cat-section-head">
        <h2 id={id}>{title}</h2>
        {moreHref && <SmartLink to={moreHref}>Xem tất cả</SmartLink>}
      </div>
      {status === 'loading' && <CourseGridSkeleton count={query.page_size ?? 4} />}
      {status === 'error' && <ErrorState onRetry={refetch} />}
      {data && <CourseGrid courses={data.items} eager={eager} label={title} />}
    </section>
  );
}
