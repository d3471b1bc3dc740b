import { Link } from '@edu/shared/router';
import type { SubjectItem } from '../types';

/** SPEC's "SubjectCard": one topic the learner follows, with a way to stop following it. */
export function SubjectCard({ subject }: { subject: SubjectItem }) {
  return (
    <li className="card acc-card acc-subject">
      <h2 className="acc-subject-name">{subject.name}</h2>
      {subject.description ? <p className="acc-muted acc-small">{subject.description}</p> : null}
      <p className="acc-small">{subject.courseCount} khóa học</p>
      <div className="acc-row">
        <Link to={`/khoa-hoc?subject=${encodeURIComponent(subject.slug)}`} className="btn btn-outline">
          Xem khóa học
        </Link>
        <Link to={`/tai-khoan/chu_de/ModalDeleteSubject?id=${subject.id}`} className="acc-link-button" aria-label={`Bỏ quan tâm ${subject.name}`}>
          Bỏ quan tâm
        </Link>
      </div>
    </li>
  );
}
