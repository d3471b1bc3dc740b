import { Link } from 'react-router-dom';
import { formatDate, DATE_FORMAT } from '@edu/shared';
import { ProgressBar } from '../../../components/ui/progress-bar';
import type { CourseListKind, MyCourse } from '../types';

export function CourseCard({ course, kind }: { course: MyCourse; kind: CourseListKind }) {
  const expired = course.expiresAt !== null && Date.parse(course.expiresAt) < Date.now();
  const main = kind === 'viewed' ? course.detailRoute : course.learnRoute;
  return (
    <li className="card acc-course">
      <Link to={main} className="acc-course-thumb" tabIndex={-1} aria-hidden="true">
        {course.thumbnail ? <img src={course.thumbnail} alt="" loading="lazy" width={320} height={180} /> : <span />}
      </Link>
      <div className="acc-course-body">
        <h2 className="acc-course-name">
          <Link to={main}>{course.name}</Link>
        </h2>
        {course.teacherName ? <p className="acc-muted acc-small">Giảng viên: {course.teacherName}</p> : null}
        {course.progress !== null ? <ProgressBar value={course.progress / 100} label={`Tiến độ ${course.name}`} /> : null}
        {kind !== 'viewed' ? (
          <p className={expired ? 'acc-small acc-danger' : 'acc-small acc-muted'}>
            {course.expiresAt ? `${expired ? 'Đã hết hạn' : 'Hạn học'}: ${formatDate(course.expiresAt, DATE_FORMAT)}` : 'Không giới hạn thời gian'}
          </p>
        ) : course.viewedAt ? (
          <p className="acc-small acc-muted">Xem lần cuối: {formatDate(course.viewedAt, DATE_FORMAT)}</p>
        ) : null}
        {kind === 'viewed' ? (
          <Link to={course.detailRoute} className="btn btn-outline">
            Xem khóa học
          </Link>
        ) : (
          <Link to={course.learnRoute} className="btn btn-primary">
            {expired ? 'Xem lại' : 'Vào học'}
          </Link>
        )}
      </div>
    </li>
  );
}
