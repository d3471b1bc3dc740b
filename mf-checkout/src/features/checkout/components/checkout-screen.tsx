import { errorMessage, loginRedirect, useSignedIn } from '@edu/shared/core';
import { useEffect } from 'react';
import { Link, useLocation, useNavigate } from '@edu/shared/router';
import { EmptyCart, ErrorBlock, LoadingBlock } from '../../../components/ui/states';
import { FRESH, useQuery } from '../../../lib/use-query';
import { getBuyNowOrder, getCartOrder, type CheckoutOrder } from '../api/get-checkout-order';
import { parseCourseIds, parsePodIds } from '../course-ids';
import { normalisePromoCode } from '../../../components/promo/promo-code';
import { CheckoutView } from './checkout-view';

/** The checkout form: signed-in learners only (a visitor goes to sign in and comes back here). */
export function CheckoutScreen() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const signedIn = useSignedIn();
  const params = new URLSearchParams(search);
  const ids = parseCourseIds(params);
  const podIds = ids.kind === 'ids' ? parsePodIds(params, ids.ids) : {};
  const initialPromo = normalisePromoCode(params.get('promo_code') ?? '').slice(0, 40);

  useEffect(() => {
    if (!signedIn) navigate(loginRedirect(`${pathname}${search}`), { replace: true });
  }, [signedIn, pathname, search, navigate]);

  const key = ids.kind === 'ids' ? `buy:${ids.ids.join(',')}:${JSON.stringify(podIds)}` : `cart:${ids.kind}`;
  const order = useQuery<CheckoutOrder>(
    ['checkout-order', key],
    (signal) => (ids.kind === 'ids' ? getBuyNowOrder(ids.ids, podIds, signal) : getCartOrder(signal)),
    { ...FRESH, enabled: signedIn && ids.kind !== 'invalid' },
  );

  if (!signedIn) return <LoadingBlock label="Đang chuyển đến trang đăng nhập…" />;
  if (ids.kind === 'invalid') {
    return (
      <ErrorBlock title="Liên kết thanh toán không hợp lệ" message="Danh sách khóa học trong liên kết không đúng. Vui lòng chọn lại khóa học.">
        <Link className="btn btn-outline" to="/gio-hang">
          Về giỏ hàng
        </Link>
      </ErrorBlock>
    );
  }
  if (order.status === 'loading') return <LoadingBlock label="Đang tải đơn hàng…" />;
  if (order.status === 'error' || !order.data) {
    return (
      <ErrorBlock
        title="Không tải được đơn hàng"
        message={errorMessage(order.error, 'Đã có lỗi xảy ra, vui lòng thử lại.')}
        onRetry={order.refetch}
      />
    );
  }
  const data = order.data;
  if (data.lines.length === 0 && data.owned.length > 0) return <AllOwned order={data} />;
  if (data.lines.length === 0) return <EmptyCart />;
  return <CheckoutView order={data} initialPromo={initialPromo} />;
}

function AllOwned({ order }: { order: CheckoutOrder }) {
  return (
    <div className="co-state card">
      <h2 className="co-state-title">Bạn đã sở hữu khóa học này</h2>
      <ul className="co-result-courses">
        {order.owned.map((o) => (
          <li key={o.courseId}>
            <span>{o.name}</span>
            <Link className="btn btn-primary" to={o.learnHref}>
              Vào học
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
