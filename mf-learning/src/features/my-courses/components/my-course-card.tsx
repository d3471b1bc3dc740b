import { Link } from '@edu/shared/router';
import { withRenditions } from '@edu/shared/media';
import { SizedImage } from '@edu/ui';
import { LessonProgress } from '../../../components/ui/lesson-progress';
import type { MyCourseView } from '../my-course-vm';

const CARD_SIZES = '(max-width: 599px) calc(100vw - 32px), 300px';

/** One owned course: thumbnail, teacher, progress and the way back into the player. */
export function MyCourseCard({ course }: { course: MyCourseView }) {
  return (
    <article className="ln-mycard card" aria-labelledby={`ln-mycourse-${course.id}`}>
      {course.thumbnail && (
        <SizedImage image={withRenditions({ src: course.thumbnail, width: 640, height: 360 })} alt="" className="ln-mycard-img" sizes={CARD_SIZES} />
      )}
      <div className="ln-mycard-body">
        <h2 id={`ln-mycourse-${course.id}`} className="ln-mycard-title">
          <Link to={course.learnHref}>{course.name}</Link>
        </h2>
        {course.teacher && <p className="ln-muted">{course.teacher}</p>}
        <LessonProgress done={course.done} total={course.total} label={`Tiến độ ${course.name}`} />
        <p className="ln-mycard-meta ln-muted">
          {course.sourceLabel}
          {course.expiry && <> · {course.expiry}</>}
          {course.status === 'finished' && (
            <>
              {' '}
              · <strong className="ln-finished">Đã hoàn thành</strong>
            </>
          )}
        </p>
        <Link className="btn btn-primary" to={course.learnHref} aria-label={`Tiếp tục học ${course.name}`}>
          Tiếp tục học
        </Link>
        {course.certificateHref && (
          <Link className="btn btn-outline" to={course.certificateHref} aria-label={`Xem chứng chỉ ${course.name}`}>
            Xem chứng chỉ
          </Link>
        )}
      </div>
    </article>
  );
}
