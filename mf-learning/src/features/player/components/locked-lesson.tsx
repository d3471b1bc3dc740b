import { Link } from '@edu/shared/router';
import { courseRoute, type CourseDetail } from '@edu/shared/core';
import { useLoginHref } from '../../../lib/login-href';

/** A lesson the learner may not watch: why, and the way in (sign in, or buy / enrol on the course page). */
export function LockedLesson({ course, signedIn }: { course: CourseDetail; signedIn: boolean }) {
  const loginHref = useLoginHref();
  const free = course.price_new <= 0;
  return (
    <section className="ln-locked card" role="region" aria-labelledby="ln-locked-title">
      <span className="ln-locked-icon" aria-hidden="true">
        🔒
      </span>
      <h2 id="ln-locked-title">Bài học này chỉ dành cho học viên của khóa học</h2>
      {signedIn ? (
        <p>Bạn chưa đăng ký khóa học này. Hãy {free ? 'đăng ký học miễn phí' : 'mua khóa học'} để xem toàn bộ bài học.</p>
      ) : (
        <p>
          Vui lòng đăng nhập nếu bạn đã có khóa học, hoặc {free ? 'đăng ký học miễn phí' : 'mua khóa học'} để xem bài học này. Các bài có nhãn “Học
          thử” xem được ngay.
        </p>
      )}
      <div className="ln-actions">
        {!signedIn && (
          <Link className="btn btn-primary" to={loginHref}>
            Đăng nhập để học
          </Link>
        )}
        <Link className={signedIn ? 'btn btn-primary' : 'btn btn-outline'} to={courseRoute(course.alias, course.alias_code)}>
          {free ? 'Đăng ký học miễn phí' : 'Mua khóa học'}
        </Link>
      </div>
    </section>
  );
}
