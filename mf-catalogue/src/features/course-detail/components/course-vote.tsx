import { useLocation } from 'react-router-dom';
import { loginRedirect } from '@edu/shared';
import { SmartLink, StarRating } from '@edu/ui';
import type { CourseDetailVm } from '../course-detail-vm';
import { useVote } from '../hooks/use-vote';

const RATES = [1, 2, 3, 4, 5] as const;

/** Rating summary for everyone; voting (vote.json) for learners who own the course (the API checks it too). */
export function CourseVote({ course, signedIn }: { course: CourseDetailVm; signedIn: boolean }) {
  const { myVote, rating, busy, vote } = useVote(course.id, course.myVote, course.rating);
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
              onClick={() => void vote(rate)}
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
    </section>
  );
}
