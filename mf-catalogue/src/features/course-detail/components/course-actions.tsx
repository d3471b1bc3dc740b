import { openModal, useHydrated } from '@edu/shared/core';
import { useNavigate } from '@edu/shared/router';
import { SmartLink } from '@edu/ui';
import { actionKind, type CourseDetailVm } from '../course-detail-vm';
import { useAddToCart } from '../hooks/use-add-to-cart';

/**
 * The course page's main actions; `podId` is the package chosen in the buy box (null: the whole course).
 * On a server-rendered page the buttons wait, disabled, until the app has started: a tap before then
 * would do nothing.
 */
export function CourseActions({ course, signedIn, podId = null }: { course: CourseDetailVm; signedIn: boolean; podId?: number | null }) {
  const navigate = useNavigate();
  const waiting = !useHydrated();
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
        <button type="button" className="btn btn-primary cat-action-main" disabled={waiting} onClick={() => openModal('free-course', { course: course.source })}>
          Đăng ký học miễn phí
        </button>
      </div>
    );
  }
  if (kind === 'combo-only') {
    return (
      <div className="cat-actions">
        <p className="cat-muted">Khóa học này chỉ được bán trong combo.</p>
      </div>
    );
  }
  return (
    <div className="cat-actions">
      <button type="button" className="btn btn-primary cat-action-main" disabled={waiting} onClick={() => navigate(podId === null ? course.checkoutHref : `${course.checkoutHref}&pod_ids=${course.id}:${podId}`)}>
        Mua ngay
      </button>
      <button type="button" className="btn btn-outline" disabled={waiting || cart.busy} aria-busy={cart.busy} onClick={() => void cart.add(podId)}>
        Thêm vào giỏ hàng
      </button>
    </div>
  );
}
