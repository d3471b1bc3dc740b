import '../components/ui/ui.css';
import { useParams } from '@edu/shared/router';
import { ErrorState } from '@edu/ui';
import { useCourseDetail } from '../features/course-detail/api/get-course-detail';
import { CourseDetailSkeleton } from '../features/course-detail/components/course-detail-skeleton';
import { CourseDetailView } from '../features/course-detail/components/course-detail-view';
import { parseCourseSlug } from '../features/course-detail/course-slug';
import { RelatedCourses } from '../features/courses/components/related-courses';
import { isNotFound, NotFoundView, useSignedIn } from '@edu/shared/core';
import { usePageHead } from '@edu/shared/core';
import { courseHead } from '../features/course-detail/course-head';

/** /khoa-hoc/{alias}-{aliasCode}. An unknown course shows the 404 page in place (HTTP 404 on the server). */
export default function CourseDetailPage() {
  const { courseSlug } = useParams();
  const parsed = parseCourseSlug(courseSlug);
  const signedIn = useSignedIn();
  const { data, error, status, refetch } = useCourseDetail(parsed?.slug ?? null, signedIn);
  const notFound = parsed === null || isNotFound(error);

  usePageHead(data ? courseHead(data) : null);

  if (notFound) return <NotFoundView />;
  if (status === 'error') return <ErrorState message="Không tải được thông tin khóa học." onRetry={refetch} />;
  if (!data) return <CourseDetailSkeleton />;
  return (
    <CourseDetailView
      // by course only: the learner's own copy replacing the anonymous one updates the page in place
      key={data.id}
      course={data}
      signedIn={signedIn}
      footer={<RelatedCourses category={data.category?.slug} excludeId={data.id} />}
    />
  );
}
