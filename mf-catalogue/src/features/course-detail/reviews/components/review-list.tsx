import { useState } from 'react';
import { errorMessage, showToast, type ReviewItem } from '@edu/shared/core';
import { formatDay } from '@edu/shared/dates';
import { StarRating } from '@edu/ui';
import { reportReview } from '../api/reviews-api';

/** One learner's review: who, how many stars, when, what they say (plain text, line breaks kept). */
function Review({ courseId, review, canReport }: { courseId: number; review: ReviewItem; canReport: boolean }) {
  const [reported, setReported] = useState(false);
  const report = async () => {
    try {
      await reportReview(courseId, review.author_id);
      setReported(true);
      showToast('Cảm ơn bạn, chúng tôi sẽ xem xét nhận xét này', { kind: 'success' });
    } catch (error) {
      showToast(errorMessage(error, 'Không gửi được báo cáo. Vui lòng thử lại.'), { kind: 'error' });
    }
  };
  return (
    <article className="cat-review" aria-label={`Nhận xét của ${review.author}`}>
      <header className="cat-review-head">
        <strong>{review.author}</strong>
        <StarRating value={review.rating} />
        <time className="cat-muted" dateTime={review.updated_at}>
          {formatDay(review.updated_at)}
        </time>
      </header>
      <p className="cat-review-body">{review.body}</p>
      {canReport &&
        !review.mine &&
        (reported ? (
          <p className="cat-muted">Đã báo cáo</p>
        ) : (
          <button type="button" className="cat-link-btn" onClick={() => void report()} aria-label={`Báo cáo nhận xét của ${review.author}`}>
            Báo cáo
          </button>
        ))}
    </article>
  );
}

export function ReviewList({
  courseId,
  reviews,
  signedIn,
  hasMore,
  loadingMore,
  onMore,
}: {
  courseId: number;
  reviews: ReviewItem[];
  signedIn: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
}) {
  if (reviews.length === 0) return <p className="cat-muted">Chưa có nhận xét nào cho khóa học này.</p>;
  return (
    <div className="cat-reviews">
      {reviews.map((r) => (
        <Review key={r.author_id} courseId={courseId} review={r} canReport={signedIn} />
      ))}
      {hasMore && (
        <button type="button" className="btn btn-outline" disabled={loadingMore} aria-busy={loadingMore} onClick={onMore}>
          Xem thêm nhận xét
        </button>
      )}
    </div>
  );
}
