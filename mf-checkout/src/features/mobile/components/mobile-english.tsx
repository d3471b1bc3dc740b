import { Link } from '@edu/shared/router';
import { CourseThumb } from '../../../components/ui/course-thumb';
import { ErrorBlock, LoadingBlock } from '../../../components/ui/states';
import { useQuery } from '../../../lib/use-query';
import { usePageMeta, errorMessage } from '@edu/shared/core';
import { getEnglishCourses } from '../api/get-english-courses';

const META = { title: 'Học tiếng Anh', description: 'Các khóa học tiếng Anh của KhoaHoc.vn dành cho đối tác: giao tiếp, IELTS, TOEIC, trẻ em.' };

/** /m/english: a compact page for the partner's webview (mobienglish layout). */
export function MobileEnglish() {
  usePageMeta(META);
  const courses = useQuery(['english-courses'], getEnglishCourses);
  return (
    <>
      <h1>Học tiếng Anh cùng KhoaHoc.vn</h1>
      <p className="co-muted">Giao tiếp, luyện thi IELTS, TOEIC và tiếng Anh cho trẻ em.</p>
      {courses.status === 'loading' && <LoadingBlock label="Đang tải khóa học…" />}
      {courses.status === 'error' && (
        <ErrorBlock
          title="Không tải được khóa học"
          message={errorMessage(courses.error, 'Đã có lỗi xảy ra, vui lòng thử lại.')}
          onRetry={courses.refetch}
        />
      )}
      {courses.data && (
        <ul className="co-mobile-list" aria-label="Khóa học tiếng Anh">
          {courses.data.map((c) => (
            <li key={c.courseId}>
              <Link className="co-mobile-card" to={c.href}>
                <CourseThumb thumb={c.thumb} alt="" />
                <span>
                  <strong>{c.name}</strong>
                  <span className="co-line-price-inline">{c.price}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
