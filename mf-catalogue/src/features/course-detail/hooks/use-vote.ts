import { useCallback, useState } from 'react';
import { errorMessage, showToast, useMounted } from '@edu/shared';
import { voteCourse } from '../api/vote-course';

interface Rating {
  value: number;
  count: number;
}

/** The learner's vote and the course rating, updated optimistically from the server's answer. */
export function useVote(courseId: number, initialVote: number | null, initialRating: Rating) {
  const [myVote, setMyVote] = useState(initialVote);
  const [rating, setRating] = useState(initialRating);
  const [busy, setBusy] = useState(false);
  const mounted = useMounted();

  const vote = useCallback(
    async (rate: number) => {
      setBusy(true);
      try {
        const result = await voteCourse(courseId, rate);
        if (!mounted.current) return;
        setMyVote(result.myVote);
        if (result.rating) setRating(result.rating);
        showToast('Cảm ơn bạn đã đánh giá khóa học', { kind: 'success' });
      } catch (error) {
        showToast(errorMessage(error, 'Không gửi được đánh giá. Vui lòng thử lại.'), { kind: 'error' });
      } finally {
        if (mounted.current) setBusy(false);
      }
    },
    [courseId, mounted],
  );
  return { myVote, rating, busy, vote };
}
