import { ErrorBlock, EmptyCart, LoadingBlock } from '../components/ui/states';
import { CartView } from '../features/cart/components/cart-view';
import { useCart } from '../features/cart/hooks/use-cart';
import { usePageMeta, errorMessage } from '@edu/shared/core';
import '../components/ui/checkout.css';

const META = { title: 'Giỏ hàng', description: 'Giỏ hàng khóa học của bạn: xem giá, áp dụng mã khuyến mãi và thanh toán.' };

/** /gio-hang — the cart of a guest (X-Guest-Token) or of the signed-in learner. */
export default function CartPage() {
  usePageMeta(META);
  const cart = useCart();
  return (
    <section className="container co-page">
      <h1>Giỏ hàng</h1>
      {cart.status === 'loading' && <LoadingBlock label="Đang tải giỏ hàng…" />}
      {cart.status === 'error' && (
        <ErrorBlock
          title="Không tải được giỏ hàng"
          message={errorMessage(cart.error, 'Đã có lỗi xảy ra, vui lòng thử lại.')}
          onRetry={cart.refetch}
        />
      )}
      {cart.status === 'success' && cart.data && cart.data.count === 0 && <EmptyCart />}
      {cart.status === 'success' && cart.data && cart.data.count > 0 && (
        <CartView
          cart={cart.data}
          removing={cart.removing}
          onRemove={(id) => void cart.remove(id)}
          repricing={cart.repricing}
          onPackage={(id, podId) => void cart.changePackage(id, podId)}
        />
      )}
    </section>
  );
}
