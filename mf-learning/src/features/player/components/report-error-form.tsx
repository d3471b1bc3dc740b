import { useId, useState, type FormEvent } from 'react';
import { showToast } from '@edu/shared/core';
import { errorMessage } from '@edu/shared/core';
import { Select } from '@edu/ui';
import { ERROR_KINDS, reportLessonError, type ErrorKind } from '../api/report-lesson-error';

export const REPORT_MIN = 3;
export const REPORT_MAX = 2000;

/** '' when fine, else the Vietnamese reason (the API allows 3–2000 characters). */
export function validateReport(message: string): string {
  const text = message.trim();
  if (text.length < REPORT_MIN) return `Vui lòng mô tả lỗi (ít nhất ${REPORT_MIN} ký tự).`;
  if (text.length > REPORT_MAX) return `Mô tả tối đa ${REPORT_MAX} ký tự.`;
  return '';
}

/** 'Báo lỗi bài học': a short form (kind + description) posted to lesson/error.json. */
export function ReportErrorForm({ lessonId, onClose }: { lessonId: number; onClose: () => void }) {
  const id = useId();
  const [kind, setKind] = useState<ErrorKind>('video');
  const [message, setMessage] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateReport(message);
    setError(problem);
    if (problem) return;
    setSending(true);
    try {
      await reportLessonError({ lesson_id: lessonId, kind, message: message.trim() });
      showToast('Cảm ơn bạn đã báo lỗi, chúng tôi sẽ kiểm tra sớm', { kind: 'success' });
      onClose();
    } catch (err) {
      setError(errorMessage(err, 'Không gửi được báo lỗi, vui lòng thử lại.'));
      setSending(false);
    }
  };

  return (
    <form className="ln-report card" aria-label="Báo lỗi bài học" onSubmit={submit} noValidate>
      <h3>Báo lỗi bài học</h3>
      <Select label="Loại lỗi" value={kind} options={ERROR_KINDS} onChange={setKind} />
      <div className="field">
        <label htmlFor={`${id}-msg`}>Mô tả lỗi</label>
        <textarea
          id={`${id}-msg`}
          className="input"
          rows={3}
          maxLength={REPORT_MAX}
          value={message}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onChange={(e) => setMessage(e.target.value)}
        />
        {error && (
          <span id={`${id}-err`} className="field-error" role="alert">
            {error}
          </span>
        )}
      </div>
      <div className="ln-row">
        <button type="submit" className="btn btn-primary" disabled={sending}>
          {sending ? 'Đang gửi…' : 'Gửi báo lỗi'}
        </button>
        <button type="button" className="btn btn-outline" onClick={onClose}>
          Hủy
        </button>
      </div>
    </form>
  );
}
