import { useCallback, useState } from 'react';
import { errorMessage, showToast, useMutation } from '@edu/shared/core';
import { toRating } from '../../../lib/course-view-model';
import { voteCourse } from '../api/vote-course';

interface Rating {
  value: number;
  count: number;
}

/**
 * The learner's vote and the course rating, updated from the server's answer. A vote is a shared mutation (no
 * second vote while one is on its way); the stars then reload the reviews (course-vote.tsx).
 */
export function useVote(courseId: number, initialVote: number | null, initialRating: Rating) {
  const [myVote, setMyVote] = useState(initialVote);
  const [rating, setRating] = useState(initialRating);
  // the learner's own copy of the course replaced the anonymous one (or a refetch after a vote): take its figures
  const [given, setGiven] = useState({ initialVote, initialRating });
  if (given.initialVote !== initialVote || given.initialRating.value !== initialRating.value || given.initialRating.count !== initialRating.count) {
    setGiven({ initialVote, initialRating });
    setMyVote(initialVote);
    setRating(initialRating);
  }

  const voting = useMutation(async (rate: number) => {
    try {
      const result = await voteCourse(courseId, rate);
      setMyVote(result.myVote);
      if (result.rating) setRating(result.rating);
      showToast('Cảm ơn bạn đã đánh giá khóa học', { kind: 'success' });
    } catch (error) {
      showToast(errorMessage(error, 'Không gửi được đánh giá. Vui lòng thử lại.'), { kind: 'error' });
    }
  });
  /** The server's figures after a written review was saved (its rating is the learner's vote). */
  const applySummary = useCallback((s: { vote_rate: number; vote_count: number; my_review: { rating: number } | null }) => {
    setRating(toRating(s.vote_rate, s.vote_count));
    if (s.my_review) setMyVote(s.my_review.rating);
  }, []);
  return { myVote, rating, busy: voting.pending, vote: voting.run, applySummary };
}
