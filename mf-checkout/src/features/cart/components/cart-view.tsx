import { useMemo } from 'react';
import { useNavigate } from '@edu/shared/router';
import type { Cart } from '@edu/shared/core';
import { LineItem } from '../../../components/ui/line-item';
import { cartLineView } from '../../../components/ui/line-item-view';
import { TotalsBox } from '../../../components/ui/totals-box';
import { totalsView } from '../../../components/ui/totals';
import { PromoForm } from '../../../components/promo/promo-form';
import { usePromo } from '../../../components/promo/use-promo';
import { checkoutHref } from '../checkout-href';
import { PackagePicker } from './package-picker';

interface CartViewProps {
  cart: Cart;
  removing: number | null;
  onRemove: (courseId: number) => void;
  /** The line being re-priced after a package change. */
  repricing: number | null;
  onPackage: (courseId: number, podId: number | null) => void;
}

export function CartView({ cart, removing, onRemove, repricing, onPackage }: CartViewProps) {
  const navigate = useNavigate();
  const lines = useMemo(() => cart.items.map(cartLineView), [cart.items]);
  const promo = usePromo(undefined, cart.subtotal);
  const totals = totalsView(cart.subtotal, promo.applied);

  return (
    <div className="co-grid">
      <section aria-labelledby="co-cart-list">
        <h2 id="co-cart-list" className="co-section-title">
          {cart.count} khóa học trong giỏ
        </h2>
        <ul className="co-lines card">
          {lines.map((item) => (
            <LineItem
              key={item.courseId}
              item={item}
              note={<PackagePicker item={item} busy={repricing === item.courseId} onChange={(podId) => onPackage(item.courseId, podId)} />}
              action={
                <button
                  type="button"
                  className="co-link-btn co-danger"
                  disabled={removing === item.courseId}
                  aria-busy={removing === item.courseId}
                  aria-label={`Xóa ${item.name} khỏi giỏ hàng`}
                  onClick={() => onRemove(item.courseId)}
                >
                  Xóa
                </button>
              }
            />
          ))}
        </ul>
      </section>
      <aside className="co-summary card" aria-label="Thanh toán giỏ hàng">
        <PromoForm promo={promo} />
        <TotalsBox totals={totals} />
        <button type="button" className="btn btn-primary co-full" onClick={() => navigate(checkoutHref(totals.promoCode))}>
          Thanh toán
        </button>
      </aside>
    </div>
  );
}
