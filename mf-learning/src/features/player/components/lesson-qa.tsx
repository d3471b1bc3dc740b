import { useId, useState, type FormEvent } from 'react';
import { errorMessage, showToast, type LessonQuestion } from '@edu/shared/core';
import { describedBy, FieldMessages } from '@edu/ui';
import { answerQuestion, askQuestion, reportQa, useLessonQuestions } from '../api/lesson-qa';

/** A one-field form (ask, answer): plain text, its error under the field, cleared once sent. */
function TextForm({ label, button, min, send }: { label: string; button: string; min: number; send: (body: string) => Promise<unknown> }) {
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (body.trim().length < min) return setError(`Nội dung cần ít nhất ${min} ký tự`);
    setBusy(true);
    setError(undefined);
    try {
      await send(body);
      setBody('');
    } catch (err) {
      setError(errorMessage(err, 'Không gửi được. Vui lòng thử lại.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="ln-qa-form" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        className="input ui-input"
        rows={2}
        maxLength={2000}
        value={body}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, false, Boolean(error))}
        onChange={(e) => setBody(e.target.value)}
      />
      <FieldMessages id={id} error={error} />
      <button type="submit" className="btn btn-outline" disabled={busy} aria-busy={busy}>
        {button}
      </button>
    </form>
  );
}

function Question({ q, signedIn, onChanged }: { q: LessonQuestion; signedIn: boolean; onChanged: () => void }) {
  const [replying, setReplying] = useState(false);
  const report = async (kind: 'question' | 'answer', id: number) => {
    try {
      await reportQa(kind, id);
      showToast('Cảm ơn bạn, chúng tôi sẽ xem xét nội dung này', { kind: 'success' });
    } catch (err) {
      showToast(errorMessage(err, 'Không gửi được báo cáo.'), { kind: 'error' });
    }
  };
  return (
    <li className="ln-qa-item">
      <article aria-label={`Câu hỏi của ${q.author}`}>
        <p className="ln-qa-meta">
          <strong>{q.author}</strong>
        </p>
        <p className="ln-qa-body">{q.body}</p>
        {signedIn && !q.mine && (
          <button type="button" className="ln-link-btn" onClick={() => void report('question', q.id)}>
            Báo cáo
          </button>
        )}
        {q.answers.length > 0 && (
          <ul className="ln-qa-answers">
            {q.answers.map((a) => (
              <li key={a.id} aria-label={`Trả lời của ${a.author}${a.by_teacher ? ' (Giảng viên)' : ''}`}>
                <p className="ln-qa-meta">
                  <strong>{a.author}</strong>
                  {a.by_teacher && <span className="ln-qa-teacher">Giảng viên</span>}
                </p>
                <p className="ln-qa-body">{a.body}</p>
              </li>
            ))}
          </ul>
        )}
        {signedIn &&
          (replying ? (
            <TextForm
              label={`Trả lời ${q.author}`}
              button="Gửi trả lời"
              min={2}
              send={async (body) => {
                await answerQuestion(q.id, body);
                setReplying(false);
                onChanged();
              }}
            />
          ) : (
            <button type="button" className="ln-link-btn" onClick={() => setReplying(true)}>
              Trả lời
            </button>
          ))}
      </article>
    </li>
  );
}

/** Hỏi đáp: questions on this lesson and their answers, the teacher's marked; signed in, ask and answer. */
export function LessonQa({ lessonId, signedIn }: { lessonId: number; signedIn: boolean }) {
  const questions = useLessonQuestions(lessonId);
  return (
    <section className="ln-qa" aria-labelledby={`ln-qa-${lessonId}`}>
      <h3 id={`ln-qa-${lessonId}`}>Hỏi đáp</h3>
      {signedIn && (
        <TextForm
          label="Câu hỏi của bạn"
          button="Gửi câu hỏi"
          min={10}
          send={async (body) => {
            await askQuestion(lessonId, body);
            showToast('Đã gửi câu hỏi', { kind: 'success' });
            await questions.refetch();
          }}
        />
      )}
      {questions.data && questions.data.items.length === 0 && <p className="ln-muted">Chưa có câu hỏi nào cho bài học này.</p>}
      {questions.data && questions.data.items.length > 0 && (
        <ol className="ln-qa-list">
          {questions.data.items.map((q) => (
            <Question key={q.id} q={q} signedIn={signedIn} onChanged={() => void questions.refetch()} />
          ))}
        </ol>
      )}
    </section>
  );
}
