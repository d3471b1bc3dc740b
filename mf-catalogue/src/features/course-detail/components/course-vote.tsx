import { useLocation } from '@edu/shared/router';
import { loginRedirect } from '@edu/shared/core';
import { SmartLink, StarRating } from '@edu/ui';
import type { CourseDetailVm } from '../course-detail-vm';
import { useVote } from '../hooks/use-vote';
import { useReviews } from '../reviews/hooks/use-reviews';
import { RatingBreakdown } from '../reviews/components/rating-breakdown';
import { ReviewForm } from '../reviews/components/review-form';
import { ReviewList } from '../reviews/components/review-list';

const RATES = [1, 2, 3, 4, 5] as const;

/**
 * Ratings and reviews: the summary and breakdown for everyone; stars (vote.json) and a written review for learners
 * who own the course (the API checks it too); other learners' reviews, which a signed-in learner can report.
 */
export function CourseVote({ course, signedIn }: { course: CourseDetailVm; signedIn: boolean }) {
  const { myVote, rating, busy, vote, applySummary } = useVote(course.id, course.myVote, course.rating);
  const reviews = useReviews(course.id);
  const data = reviews.first.data;
  const { pathname, search } = useLocation();

  return (
    <section className="cat-detail-section" aria-labelledby="cat-vote-title">
      <h2 id="cat-vote-title">Đánh giá</h2>
      <p className="cat-vote-summary">
        <strong>{rating.value.toFixed(1)}</strong>/5 <StarRating value={rating.value} count={rating.count} />
      </p>
      {signedIn && course.entitled ? (
        <div role="radiogroup" aria-label="Chấm điểm khóa học" className="cat-vote-stars">
          {RATES.map((rate) => (
            <button
              key={rate}
              type="button"
              role="radio"
              aria-checked={myVote === rate}
              aria-label={`${rate} sao`}
              className={myVote !== null && rate <= myVote ? 'cat-vote-star cat-vote-on' : 'cat-vote-star'}
              disabled={busy}
              onClick={() => void vote(rate).then(reviews.reload)}
            >
              ★
            </button>
          ))}
          {myVote !== null && <span className="cat-muted">Bạn đã chấm {myVote} sao</span>}
        </div>
      ) : signedIn ? (
        <p className="cat-muted">Chỉ học viên của khóa học mới đánh giá được.</p>
      ) : (
        <p className="cat-muted">
          <SmartLink to={loginRedirect(`${pathname}${search}`)}>Đăng nhập</SmartLink> để đánh giá khóa học.
        </p>
      )}
      {data && <RatingBreakdown summary={{ vote_rate: rating.value, vote_count: rating.count, breakdown: data.breakdown }} />}
      {signedIn && course.entitled && data && (
        <>
          <ReviewForm
            key={data.my_review?.body ?? ''}
            courseId={course.id}
            rating={myVote}
            initialBody={data.my_review?.body ?? ''}
            onSaved={(saved) => {
              applySummary(saved);
              reviews.reload();
            }}
          />
          {data.my_review?.hidden && <p className="cat-muted">Nhận xét của bạn đang bị ẩn vì đã bị nhiều học viên báo cáo.</p>}
        </>
      )}
      <h3 className="cat-reviews-title">Nhận xét của học viên</h3>
      {reviews.first.status === 'error' ? (
        <p className="cat-muted">
          Không tải được nhận xét.{' '}
          <button type="button" className="cat-link-btn" onClick={reviews.first.refetch}>
            Thử lại
          </button>
        </p>
      ) : (
        <ReviewList
          courseId={course.id}
          reviews={reviews.items}
          signedIn={signedIn}
          hasMore={reviews.hasMore}
          loadingMore={reviews.loadingMore}
          onMore={() => void reviews.loadMore()}
        />
      )}
    </section>
  );
}
