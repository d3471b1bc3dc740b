import { Link } from '@edu/shared/router';
import { ErrorState } from '@edu/ui';
import { useMyCourses } from '../api/get-my-courses';
import { MyCourseGrid, MyCourseGridSkeleton } from './my-course-grid';
import { Pager } from './pager';

/**
 * The learner's courses with progress and 'Tiếp tục học', paged by `hrefOf`: the body of /mycourse and of
 * /tai-khoan/khoa-hoc-cua-toi (one list, one owner).
 */
export function MyCoursesView({ page, hrefOf }: { page: number; hrefOf: (page: number) => string }) {
  const { data, status, refetch } = useMyCourses(page, true);
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  if (status === 'error') return <ErrorState message="Không tải được danh sách khóa học của bạn." onRetry={refetch} />;
  if (!data) return <MyCourseGridSkeleton />;
  if (data.items.length === 0) {
    return (
      <div className="card ln-empty-mine">
        <p>Bạn chưa có khóa học nào.</p>
        <div className="ln-actions">
          <Link className="btn btn-primary" to="/khoa-hoc">
            Khám phá khóa học
          </Link>
          <Link className="btn btn-outline" to="/tai-khoan/kich-hoat-khoa-hoc">
            Kích hoạt khóa học
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <p className="ln-muted">Bạn có {data.total} khóa học.</p>
      <MyCourseGrid courses={data.items} />
      <Pager page={page} pageCount={pageCount} hrefOf={hrefOf} />
    </>
  );
}

export const pageOf = (value: string | null) => (value && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : 1);
