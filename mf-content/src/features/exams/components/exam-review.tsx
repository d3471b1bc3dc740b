import type { ExamResult } from '@edu/shared/core';

/**
 * The score, then every question: what was chosen and whether it was right. The right answer and why come with a
 * question answered right, or with every question once the attempt passed (the server sends them only then).
 */
export function ExamReview({ result, onRetry }: { result: ExamResult; onRetry: () => void }) {
  return (
    <section className="ct-exam-result" aria-labelledby="ct-exam-score">
      <h2 id="ct-exam-score">
        Bạn trả lời đúng {result.score}/{result.total} câu
      </h2>
      <p className="ct-muted">
        {result.passed
          ? 'Bạn đã đạt! Đáp án và lời giải của mọi câu ở dưới.'
          : `Cần đúng từ ${result.pass_percent}% để đạt. Đáp án của câu sai được hiện khi bạn làm đạt một lượt.`}
      </p>
      <ol className="ct-review">
        {result.review.map((q) => (
          <li
            key={q.id}
            className={`card ct-review-item ${q.correct ? 'ct-right' : 'ct-wrong'}`}
            aria-label={`Câu ${q.position}: ${q.correct ? 'đúng' : 'sai'}`}
          >
            <p>
              <strong>Câu {q.position}.</strong> {q.prompt}
            </p>
            <p>
              Bạn chọn: {q.chosen === null ? <em>chưa trả lời</em> : q.options[q.chosen]} {q.correct ? '✓ Đúng' : '✗ Sai'}
            </p>
            {!q.correct && q.answer !== null && (
              <p>
                Đáp án đúng: <strong>{q.options[q.answer]}</strong>
              </p>
            )}
            {q.explanation !== null && <p className="ct-muted">{q.explanation}</p>}
          </li>
        ))}
      </ol>
      <button type="button" className="btn btn-outline" onClick={onRetry}>
        Làm lại
      </button>
    </section>
  );
}
