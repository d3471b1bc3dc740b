import { openModal } from '@edu/shared';
import { useNavigate } from 'react-router-dom';
import { SmartLink } from '../../../components/ui/smart-link';
import type { CourseDetailVm } from '../course-detail-vm';
import { useAddToCart } from '../hooks/use-add-to-cart';

export type CourseActionKind = 'learn' | 'enrol-free' | 'buy';

/** Entitled → learn; free (price_new ≤ 0) → the enrolment modal; otherwise cart / buy now. */
export function actionKind(course: Pick<CourseDetailVm, 'entitled' | 'price'>): CourseActionKind {
  if (course.entitled) return 'learn';
  return course.price.isFree ? 'enrol-free' : 'buy';
}

export function CourseActions({ course, signedIn }: { course: CourseDetailVm; signedIn: boolean }) {
  const navigate = useNavigate();
  const cart = useAddToCart(course.id, signedIn);
  const kind = actionKind(course);

  if (kind === 'learn') {
    return (
      <div className="cat-actions">
        <SmartLink className="btn btn-primary cat-action-main" to={course.learnHref}>
          Vào học ngay
        </SmartLink>
      </div>
    );
  }
  if (kind === 'enrol-free') {
    return (
      <div className="cat-actions">
        <button type="button" className="btn btn-primary cat-action-main" onClick={() => openModal('free-course', { course: course.source })}>
          Đăng ký học miễn phí
        </button>
      </div>
    );
  }
  return (
    <div className="cat-actions">
      <button type="button" className="btn btn-primary cat-action-main" onClick={() => navigate(course.checkoutHref)}>
        Mua ngay
      </button>
      <button type="button" className="btn btn-outline" disabled={cart.busy} aria-busy={cart.busy} onClick={() => void cart.add()}>
        Thêm vào giỏ hàng
      </button>
    </div>
  );
}
