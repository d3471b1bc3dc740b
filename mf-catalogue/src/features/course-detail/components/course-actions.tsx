import { useTransition, type FormEvent } from 'react';
import { ENDPOINTS, openModal } from '@edu/shared/core';
import { useLocation, useNavigate } from '@edu/shared/router';
import { SmartLink } from '@edu/ui';
import { actionKind, type CourseDetailVm } from '../course-detail-vm';
import { useAddToCart } from '../hooks/use-add-to-cart';
import { cartFormId } from './cart-form-id';

/** The checked package radio of the cart form ('' is the whole course); without radios, the buy box's choice. */
function chosenPackage(form: HTMLFormElement, fallback: number | null): number | null {
  if (!form.elements.namedItem('pod_id')) return fallback;
  const value = new FormData(form).get('pod_id');
  return typeof value === 'string' && value !== '' ? Number(value) : null;
}

/**
 * The course page's main actions; `podId` is the package chosen in the buy box (null: the whole course).
 * Each is a form that works as HTML (docs/decisions/2026-11-27-actions-before-the-app.md): tapped before the
 * app has started, the browser posts it and the server answers with the page and a message; once the app
 * runs, the same form's submit is the app's (no page load). So no button waits disabled.
 */
export function CourseActions({ course, podId = null }: { course: CourseDetailVm; podId?: number | null }) {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const back = pathname + search;
  const cart = useAddToCart(course.id);
  // checkout's code may still be on its way (a phone): the button says so in the tap's frame, not a second later
  const [leaving, leave] = useTransition();
  const kind = actionKind(course);
  const take = (run: () => void) => (event: FormEvent) => {
    event.preventDefault();
    run();
  };

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
      <form
        className="cat-actions"
        method="post"
        action={ENDPOINTS.enrolFreeForm}
        data-pending="Đang đăng ký…"
        onSubmit={take(() => openModal('free-course', { course: course.source }))}
      >
        <input type="hidden" name="course_id" value={course.id} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="btn btn-primary cat-action-main">
          Đăng ký học miễn phí
        </button>
      </form>
    );
  }
  if (kind === 'combo-only') {
    return (
      <div className="cat-actions">
        <p className="cat-muted">Khóa học này chỉ được bán trong combo.</p>
      </div>
    );
  }
  const checkout = podId === null ? course.checkoutHref : `${course.checkoutHref}&pod_ids=${course.id}:${podId}`;
  const [checkoutPath, checkoutQuery] = checkout.split('?') as [string, string | undefined];
  return (
    <div className="cat-actions">
      {/* checkout reads the course from its URL: a GET form is that URL */}
      <form className="cat-action-form" method="get" action={checkoutPath} onSubmit={take(() => leave(() => navigate(checkout)))}>
        {[...new URLSearchParams(checkoutQuery)].map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="btn btn-primary cat-action-main" aria-busy={leaving}>
          {leaving ? 'Đang chuyển…' : 'Mua ngay'}
        </button>
      </form>
      <form
        id={cartFormId(course.id)}
        className="cat-action-form"
        method="post"
        action={ENDPOINTS.cartForm}
        data-pending="Đang thêm…"
        onSubmit={(event) => {
          event.preventDefault();
          // the package the learner sees checked (the buy box's radios belong to this form), even one checked
          // before the app started and never seen by its state
          void cart.add(chosenPackage(event.currentTarget, podId));
        }}
      >
        <input type="hidden" name="course_id" value={course.id} />
        <input type="hidden" name="back" value={back} />
        <button type="submit" className="btn btn-outline" disabled={cart.busy} aria-busy={cart.busy}>
          Thêm vào giỏ hàng
        </button>
      </form>
    </div>
  );
}
