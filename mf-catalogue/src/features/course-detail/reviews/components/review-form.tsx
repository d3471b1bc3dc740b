import { useId, useState, type FormEvent } from 'react';
import { errorMessage, showToast, useHydrated } from '@edu/shared/core';
import { Button, describedBy, FieldMessages } from '@edu/ui';
import { writeReview, type ReviewSaved } from '../api/reviews-api';

const MAX = 2000;

/** An owner's written review: the stars chosen above, and what they say (optional; at least 10 characters). */
export function ReviewForm({
  courseId,
  rating,
  initialBody,
  onSaved,
}: {
  courseId: number;
  /** The stars the learner gave (null: not yet). */
  rating: number | null;
  initialBody: string;
  onSaved: (saved: ReviewSaved) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const [body, setBody] = useState(initialBody);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = body.trim();
    if (rating === null) return setError('Hãy chấm sao cho khóa học trước khi gửi nhận xét');
    if (text.length > 0 && text.length < 10) return setError('Nhận xét cần ít nhất 10 ký tự');
    setError(undefined);
    setBusy(true);
    try {
      onSaved(await writeReview(courseId, rating, text));
      showToast('Cảm ơn bạn đã đánh giá khóa học', { kind: 'success' });
    } catch (err) {
      setError(errorMessage(err, 'Không gửi được nhận xét. Vui lòng thử lại.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="cat-review-form" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field ui-field">
        <label htmlFor={id}>Nhận xét của bạn</label>
        <textarea
          id={id}
          className="input ui-input"
          rows={4}
          maxLength={MAX}
          value={body}
          readOnly={!hydrated}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, true, Boolean(error))}
          onChange={(e) => setBody(e.target.value)}
        />
        <FieldMessages id={id} hint="Chia sẻ điều bạn thấy hữu ích để học viên khác tham khảo (không bắt buộc)." error={error} />
      </div>
      <Button type="submit" busy={busy}>
        {initialBody ? 'Cập nhật nhận xét' : 'Gửi nhận xét'}
      </Button>
    </form>
  );
}
