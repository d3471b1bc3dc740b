import type { ReactNode } from 'react';
import type { CourseListQuery } from '@edu/shared/core';
import { CourseGrid } from '../../../components/course/course-grid';
import { CourseGridSkeleton } from '../../../components/course/course-grid-skeleton';
import { EmptyState } from '@edu/ui';
import { ErrorState } from '@edu/ui';
import { Pagination } from '@edu/ui';
import { useCourses } from '../api/get-courses';
import './courses.css';

interface CourseResultsProps {
  query: CourseListQuery;
  hrefFor: (page: number) => string;
  /** What the empty state offers (clear filters, see all courses …). */
  emptyActions?: ReactNode;
  emptyHint?: string;
  label?: string;
}

/** One page of courses with its count, skeletons, pagination, empty and error states. */
export function CourseResults({ query, hrefFor, emptyActions, emptyHint, label = 'Danh sách khóa học' }: CourseResultsProps) {
  const { data, status, isFetching, refetch } = useCourses(query);
  if (status === 'error') return <ErrorState onRetry={refetch} />;
  if (!data) return <CourseGridSkeleton count={query.page_size ?? 12} />;
  if (data.items.length === 0) {
    return (
      <EmptyState title="Không tìm thấy khóa học phù hợp" hint={emptyHint ?? 'Hãy thử bỏ bớt bộ lọc hoặc tìm với từ khóa khác.'}>
        {emptyActions}
      </EmptyState>
    );
  }
  return (
    <div className="cat-results" aria-busy={isFetching}>
      {/* the cards' titles are h3: the list is their h2 (a page's h1 is never followed straight by an h3) */}
      <h2 className="visually-hidden">{label}</h2>
      <p className="cat-results-meta" aria-live="polite">
        {`Tìm thấy ${data.totalExact ? '' : 'hơn '}${data.total} khóa học`}
      </p>
      <CourseGrid courses={data.items} eager={4} label={label} />
      <Pagination page={data.page} totalPages={data.totalPages} hrefFor={hrefFor} />
    </div>
  );
}
