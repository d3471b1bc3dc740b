import { useId, useState, type FormEvent } from 'react';
import { errorMessage, showToast } from '@edu/shared/core';
import { formatClock } from '@edu/shared/dates';
import { describedBy, FieldMessages } from '@edu/ui';
import { addNote, deleteNote, useLessonNotes } from '../api/lesson-notes';

/** The learner's own notes on this lesson, each pinned to a moment of the video (where it is when saved). */
export function LessonNotes({ lessonId, position }: { lessonId: number; position: () => number }) {
  const notes = useLessonNotes(lessonId, true);
  const id = useId();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return setError('Vui lòng nhập nội dung ghi chú');
    setBusy(true);
    setError(undefined);
    try {
      const note = await addNote(lessonId, position(), body);
      notes.setData([...(notes.data ?? []), note].sort((a, b) => a.position - b.position || a.id - b.id));
      setBody('');
      showToast(`Đã lưu ghi chú tại ${formatClock(note.position)}`, { kind: 'success' });
    } catch (err) {
      setError(errorMessage(err, 'Không lưu được ghi chú. Vui lòng thử lại.'));
    } finally {
      setBusy(false);
    }
  };

  const remove = async (noteId: number) => {
    try {
      await deleteNote(noteId);
      notes.setData((notes.data ?? []).filter((n) => n.id !== noteId));
    } catch (err) {
      showToast(errorMessage(err, 'Không xóa được ghi chú.'), { kind: 'error' });
    }
  };

  return (
    <section className="ln-notes" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Ghi chú của bạn</h3>
      <form onSubmit={(e) => void save(e)} noValidate className="ln-notes-form">
        <label htmlFor={id}>Ghi chú mới</label>
        <textarea
          id={id}
          className="input ui-input"
          rows={2}
          maxLength={2000}
          value={body}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true, Boolean(error))}
          onChange={(e) => setBody(e.target.value)}
        />
        <FieldMessages id={id} hint="Ghi chú được gắn với thời điểm đang phát của video." error={error} />
        <button type="submit" className="btn btn-outline" disabled={busy} aria-busy={busy}>
          Lưu ghi chú
        </button>
      </form>
      {notes.data && notes.data.length > 0 && (
        <ol className="ln-notes-list">
          {notes.data.map((n) => (
            <li key={n.id}>
              <time className="ln-notes-time">{formatClock(n.position)}</time>
              <span className="ln-notes-body">{n.body}</span>
              <button
                type="button"
                className="ln-link-btn"
                onClick={() => void remove(n.id)}
                aria-label={`Xóa ghi chú tại ${formatClock(n.position)}`}
              >
                Xóa
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
