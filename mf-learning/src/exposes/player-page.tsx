import '../components/ui/ui.css';
import { useEffect } from 'react';
import { useNavigate, useParams } from '@edu/shared/router';
import { ErrorState } from '@edu/ui';
import { useLearnCourse } from '../features/player/api/get-course';
import { CoursePlayer } from '../features/player/components/course-player';
import { parseCourseSlug } from '../features/player/course-slug';
import { isNotFound, useSignedIn } from '@edu/shared/core';
import { usePageMeta } from '@edu/shared/core';

/** /vao-hoc/{alias}-{aliasCode}[?lesson=id]. An unknown course goes to /404 (replacing the history entry). */
export default function PlayerPage() {
  const { courseSlug } = useParams();
  const slug = parseCourseSlug(courseSlug);
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const course = useLearnCourse(slug, signedIn);
  const notFound = slug === null || isNotFound(course.error);
  usePageMeta(course.data ? null : { title: 'Vào học' });

  useEffect(() => {
    if (notFound) navigate('/404', { replace: true });
  }, [notFound, navigate]);

  if (notFound) return null;
  if (course.status === 'error') return <ErrorState message="Không tải được khóa học." onRetry={course.refetch} />;
  if (!course.data) {
    return (
      <div className="container ln-player" aria-busy="true">
        <div className="skeleton" style={{ height: 32, width: '50%', margin: '24px 0' }} />
        <div className="skeleton" style={{ width: '100%', aspectRatio: '16 / 9' }} />
      </div>
    );
  }
  return <CoursePlayer key={`${course.data.id}:${signedIn}`} course={course.data} signedIn={signedIn} />;
}
