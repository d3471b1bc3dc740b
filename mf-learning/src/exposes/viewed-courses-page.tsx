import '../components/ui/ui.css';
import { Link, useSearchParams } from '@edu/shared/router';
import { usePageMeta } from '@edu/shared/core';
import { ErrorState } from '@edu/ui';
import { useViewedCourses } from '../features/my-courses/api/get-viewed-courses';
import { ViewedCourseGrid } from '../features/my-courses/components/viewed-course-grid';
import { MyCourseGridSkeleton } from '../features/my-courses/components/my-course-grid';
import { pageOf } from '../features/my-courses/components/my-courses-view';
import { Pager } from '../features/my-courses/components/pager';

/** /tai-khoan/khoa-hoc-da-xem, inside the shell's profile layout. */
export default function ViewedCoursesPage() {
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, status, refetch } = useViewedCourses(page);
  usePageMeta({ title: 'Khóa học đã xem' });
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <section aria-labelledby="ln-viewed-title">
      <h1 id="ln-viewed-title" className="ln-page-title">
        Khóa học đã xem
      </h1>
      {status === 'error' ? (
        <ErrorState message="Không tải được các khóa học bạn đã xem." onRetry={refetch} />
      ) : !data ? (
        <MyCourseGridSkeleton />
      ) : data.items.length === 0 ? (
        <div className="card ln-empty-mine">
          <p>Bạn chưa xem khóa học nào. Những khóa học bạn đã xem gần đây sẽ hiện ở đây.</p>
          <Link className="btn btn-primary" to="/khoa-hoc">
            Khám phá khóa học
          </Link>
        </div>
      ) : (
        <>
          <ViewedCourseGrid courses={data.items} />
          <Pager page={page} pageCount={pageCount} hrefOf={(p) => `/tai-khoan/khoa-hoc-da-xem?page=${p}`} />
        </>
      )}
    </section>
  );
}
