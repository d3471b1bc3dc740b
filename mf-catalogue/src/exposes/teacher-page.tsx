import '../components/ui/ui.css';
import { useParams, useSearchParams } from '@edu/shared/router';
import { Breadcrumb } from '@edu/ui';
import { useCourses } from '../features/courses/api/get-courses';
import { CourseResults } from '../features/courses/components/course-results';
import { TeacherHeader } from '../features/courses/components/teacher-header';
import { COURSE_PAGE_SIZE, parseFilters } from '../features/filters/filters-url';
import { NotFoundView, usePageMeta } from '@edu/shared/core';
import { useScrollTopOnPage } from '@edu/shared/core';

/** /giang-vien-hidden/{slug}: the teacher's courses; the teacher's card comes from them. */
export default function TeacherPage() {
  const slug = useParams().slug ?? '';
  const [params] = useSearchParams();
  const { page } = parseFilters(params);
  const query = { teacher: slug, page, page_size: COURSE_PAGE_SIZE };
  const { data, status } = useCourses(query);
  const teacher = data?.items[0]?.teacher;
  usePageMeta(
    teacher ? { title: `Giảng viên ${teacher.name}`, description: `Các khóa học của giảng viên ${teacher.name}.`, keywords: teacher.name } : null,
  );
  useScrollTopOnPage(page);
  // A teacher is known by their courses: none at all means no such teacher (HTTP 404 on the server).
  if (status === 'success' && data?.total === 0) return <NotFoundView />;
  return (
    <div className="container">
      <Breadcrumb items={[{ label: 'Trang chủ', href: '/' }, { label: teacher?.name ?? 'Giảng viên' }]} />
      {teacher ? <TeacherHeader teacher={teacher} total={data?.total ?? 0} /> : <div className="skeleton cat-skel-title" />}
      <CourseResults
        query={query}
        hrefFor={(p) => `/giang-vien-hidden/${encodeURIComponent(slug)}${p > 1 ? `?page=${p}` : ''}`}
        label="Khóa học của giảng viên"
      />
    </div>
  );
}
