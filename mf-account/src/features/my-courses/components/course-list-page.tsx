import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '../../../components/ui/pagination';
import { QueryView } from '../../../components/ui/query-view';
import { usePageParam } from '../../../lib/use-page-param';
import { useQuery } from '../../../lib/use-query';
import { getMyCourses, myCoursesKey } from '../api/get-my-courses';
import type { CourseListKind } from '../types';
import { CourseCard } from './course-card';

const TEXT: Record<CourseListKind, { title: string; empty: string; hint: string }> = {
  owned: { title: 'Khóa học của tôi', empty: 'Bạn chưa có khóa học nào', hint: 'Khóa học bạn mua hoặc kích hoạt sẽ hiện ở đây.' },
  viewed: { title: 'Khóa học đã xem', empty: 'Bạn chưa xem khóa học nào', hint: 'Những khóa học bạn đã xem gần đây sẽ hiện ở đây.' },
};

/** /tai-khoan/khoa-hoc-cua-toi and /tai-khoan/khoa-hoc-da-xem: one grid, two sources. */
export function CourseListPage({ kind }: { kind: CourseListKind }) {
  const [page, setPage] = usePageParam();
  const query = useQuery(myCoursesKey(kind, page), () => getMyCourses(kind, page));
  const text = TEXT[kind];
  return (
    <>
      <PageHeading title={text.title} />
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title={text.empty}>
              <p>{text.hint}</p>
              <p className="acc-row" style={{ justifyContent: 'center' }}>
                <Link to="/khoa-hoc" className="btn btn-primary">
                  Khám phá khóa học
                </Link>
                {kind === 'owned' ? (
                  <Link to="/tai-khoan/kich-hoat-khoa-hoc" className="btn btn-outline">
                    Kích hoạt bằng mã
                  </Link>
                ) : null}
              </p>
            </EmptyState>
          ) : (
            <>
              <ul className="acc-course-grid">
                {data.items.map((c) => (
                  <CourseCard key={c.id} course={c} kind={kind} />
                ))}
              </ul>
              <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </>
  );
}
