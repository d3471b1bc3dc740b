import { Link, useSearchParams } from 'react-router-dom';
import { ErrorState } from '../components/ui/error-state';
import { SignInPrompt } from '../components/ui/sign-in-prompt';
import { useMyCourses } from '../features/my-courses/api/get-my-courses';
import { MyCourseGrid, MyCourseGridSkeleton } from '../features/my-courses/components/my-course-grid';
import { Pager } from '../features/my-courses/components/pager';
import { usePageMeta, useSignedIn } from '@edu/shared';

const pageOf = (value: string | null) => (value && /^\d{1,4}$/.test(value) && Number(value) > 0 ? Number(value) : 1);

/** /mycourse: my courses with progress and 'Tiếp tục học'. The shell keeps the myCoursePage cookie. */
export default function MyCoursePage() {
  const signedIn = useSignedIn();
  const [params] = useSearchParams();
  const page = pageOf(params.get('page'));
  const { data, status, refetch } = useMyCourses(page, signedIn);
  usePageMeta({ title: 'Khóa học của tôi', description: 'Các khóa học bạn đã đăng ký, tiến độ học và bài học tiếp theo.' });

  if (!signedIn) {
    return <SignInPrompt title="Khóa học của tôi" message="Vui lòng đăng nhập để xem các khóa học của bạn và học tiếp bài đang học dở." />;
  }
  const pageCount = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <section className="container" aria-labelledby="ln-mycourse-title">
      <h1 id="ln-mycourse-title" className="ln-page-title">
        Khóa học của tôi
      </h1>
      {data && data.total > 0 && <p className="ln-muted">Bạn có {data.total} khóa học.</p>}
      {status === 'error' ? (
        <ErrorState message="Không tải được danh sách khóa học của bạn." onRetry={refetch} />
      ) : !data ? (
        <MyCourseGridSkeleton />
      ) : data.items.length === 0 ? (
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
      ) : (
        <>
          <MyCourseGrid courses={data.items} />
          <Pager page={page} pageCount={pageCount} hrefOf={(p) => `/mycourse?page=${p}`} />
        </>
      )}
    </section>
  );
}
