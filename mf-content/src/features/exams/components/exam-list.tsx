import { Link } from '@edu/shared/router';
import { ErrorState } from '@edu/ui';
import { useExams } from '../api/exams-api';

/** The portal's mock exams: subject, length, and the way in. */
export function ExamList() {
  const { data, status, refetch } = useExams();
  if (status === 'error') return <ErrorState message="Không tải được danh sách đề thi." onRetry={refetch} />;
  if (!data) return <div className="skeleton ct-skel-block" aria-busy="true" aria-label="Đang tải đề thi" />;
  return (
    <section className="ct-exams" aria-labelledby="ct-exams-title">
      <h2 id="ct-exams-title">Đề thi thử miễn phí</h2>
      <ul className="ct-exam-list">
        {data.map((exam) => (
          <li key={exam.id} className="card ct-exam-card">
            <p className="ct-muted">{exam.subject}</p>
            <h3>{exam.title}</h3>
            <p className="ct-muted">
              {exam.question_count} câu · {exam.duration_minutes} phút
            </p>
            <Link className="btn btn-primary" to={`/cong-thi/${exam.slug}`} aria-label={`Làm bài ${exam.title}`}>
              Làm bài
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
