import '../components/ui/ui.css';
import '../features/exams/components/exams.css';
import { Link, useLocation, useParams } from '@edu/shared/router';
import { Breadcrumb, ErrorState } from '@edu/ui';
import { loginRedirect, NotFoundView, usePageHead, useSignedIn } from '@edu/shared/core';
import { useExams } from '../features/exams/api/exams-api';
import { useExamAttempt } from '../features/exams/hooks/use-exam-attempt';
import { ExamReview } from '../features/exams/components/exam-review';
import { ExamTaking } from '../features/exams/components/exam-taking';

/** /cong-thi/{slug}: a mock exam — what it is, then (signed in) the timed attempt, then the score and the review. */
export default function ExamPage() {
  const slug = useParams().slug ?? '';
  const signedIn = useSignedIn();
  const { pathname } = useLocation();
  const exams = useExams();
  const exam = exams.data?.find((e) => e.slug === slug);
  const attempt = useExamAttempt(slug);
  usePageHead(exam ? { title: exam.title, description: exam.description } : null);

  if (exams.status === 'error')
    return (
      <div className="container">
        <ErrorState message="Không tải được đề thi." onRetry={exams.refetch} />
      </div>
    );
  if (!exams.data)
    return (
      <div className="container">
        <div className="skeleton ct-skel-block" aria-busy="true" aria-label="Đang tải đề thi" />
      </div>
    );
  if (!exam) return <NotFoundView />;
  const { stage } = attempt;
  return (
    <div className="container ct-page">
      <Breadcrumb items={[{ label: 'Trang chủ', href: '/' }, { label: 'Cổng thi', href: '/cong-thi' }, { label: exam.title }]} />
      <h1 className="ct-title">{exam.title}</h1>
      {attempt.error && (
        <p className="field-error" role="alert">
          {attempt.error}
        </p>
      )}
      {stage.kind === 'intro' && (
        <div className="card ct-exam-intro">
          <p>{exam.description}</p>
          <p className="ct-muted">
            {exam.subject} · {exam.question_count} câu · {exam.duration_minutes} phút
          </p>
          {signedIn ? (
            <button type="button" className="btn btn-primary" disabled={attempt.busy} onClick={() => void attempt.start()}>
              Bắt đầu làm bài
            </button>
          ) : (
            <Link className="btn btn-primary" to={loginRedirect(pathname)}>
              Đăng nhập để làm bài
            </Link>
          )}
        </div>
      )}
      {stage.kind === 'taking' && (
        <ExamTaking
          attempt={stage.attempt}
          answers={attempt.answers}
          secondsLeft={attempt.secondsLeft ?? 0}
          busy={attempt.busy}
          onChoose={attempt.choose}
          onSubmit={() => void attempt.submit()}
        />
      )}
      {stage.kind === 'result' && <ExamReview result={stage.result} onRetry={() => void attempt.start()} />}
    </div>
  );
}
