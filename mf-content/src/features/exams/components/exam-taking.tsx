import type { ExamAttemptStarted } from '@edu/shared/core';

const clock = (s: number) => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/** The questions, one radio group each, the time left, and "Nộp bài". */
export function ExamTaking({
  attempt,
  answers,
  secondsLeft,
  busy,
  onChoose,
  onSubmit,
}: {
  attempt: ExamAttemptStarted;
  answers: Record<string, number>;
  secondsLeft: number;
  busy: boolean;
  onChoose: (questionId: number, option: number) => void;
  onSubmit: () => void;
}) {
  const unanswered = attempt.questions.filter((q) => answers[q.id] === undefined).length;
  return (
    <form
      className="ct-exam-form"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      <p className="ct-exam-timer" role="timer" aria-label={`Thời gian còn lại ${clock(secondsLeft)}`}>
        Còn lại <strong>{clock(secondsLeft)}</strong>
      </p>
      {attempt.questions.map((q) => (
        <fieldset key={q.id} className="card ct-question">
          <legend>
            Câu {q.position}. {q.prompt}
          </legend>
          {q.options.map((option, i) => (
            <label key={option} className="ct-option">
              <input type="radio" name={`q-${q.id}`} checked={answers[q.id] === i} onChange={() => onChoose(q.id, i)} disabled={busy} />
              {option}
            </label>
          ))}
        </fieldset>
      ))}
      {unanswered > 0 && <p className="ct-muted">Bạn còn {unanswered} câu chưa trả lời.</p>}
      <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>
        Nộp bài
      </button>
    </form>
  );
}
