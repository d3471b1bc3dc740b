import { Link, useParams } from '@edu/shared/router';
import { formatPrice } from '@edu/shared/core';
import { formatDate } from '@edu/shared/dates';
import { PageHeading } from '../../../components/ui/page-heading';
import { QueryView } from '../../../components/ui/query-view';
import { useQuery } from '../../../lib/use-query';
import { getOrder, orderKey } from '../api/get-order';
import type { OrderDetail } from '../types';
import { OrderStatusBadge } from './order-status-badge';

/** /tai-khoan/don-hang/:code */
export function OrderDetailPage() {
  const code = useParams().code ?? '';
  const query = useQuery(orderKey(code), () => getOrder(code));
  return (
    <>
      <p>
        <Link to="/tai-khoan/don-hang">← Tất cả đơn hàng</Link>
      </p>
      <QueryView query={query} rows={2}>
        {(order) => <OrderBody order={order} />}
      </QueryView>
    </>
  );
}

const money = (n: number) => (n > 0 ? formatPrice(n) : '0đ');

function OrderBody({ order }: { order: OrderDetail }) {
  return (
    <article className="card acc-card">
      <PageHeading title={`Đơn hàng ${order.code}`}>Đặt lúc {formatDate(order.createdAt)}</PageHeading>
      <p>
        Trạng thái: <OrderStatusBadge status={order.status} />
        {order.paidAt ? <span className="acc-muted"> · Thanh toán lúc {formatDate(order.paidAt)}</span> : null}
      </p>
      <table className="acc-table">
        <caption className="visually-hidden">Khóa học trong đơn</caption>
        <thead>
          <tr>
            <th scope="col">Khóa học</th>
            <th scope="col">Giá</th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.courseId || l.name}>
              <td>
                {l.route ? <Link to={l.route}>{l.name}</Link> : l.name}
                {l.packageName ? <span className="acc-muted"> · {l.packageName}</span> : null}
              </td>
              <td>
                {l.listPrice > l.price ? (
                  <>
                    <del className="acc-muted">
                      <span className="visually-hidden">Giá gốc </span>
                      {formatPrice(l.listPrice)}
                    </del>{' '}
                  </>
                ) : null}
                {money(l.price)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="acc-totals">
        <dt>Tạm tính</dt>
        <dd>{money(order.subtotal)}</dd>
        <dt>Giảm giá{order.promoCode ? ` (${order.promoCode})` : ''}</dt>
        <dd>{order.discount > 0 ? `−${formatPrice(order.discount)}` : '0đ'}</dd>
        <dt>Tổng cộng</dt>
        <dd>
          <strong>{money(order.total)}</strong>
        </dd>
        {order.paymentMethod ? (
          <>
            <dt>Phương thức</dt>
            <dd>{order.paymentMethod}</dd>
          </>
        ) : null}
      </dl>
      {order.status === 'pending' ? (
        <Link to={`/gio-hang/thanh-toan?order=${encodeURIComponent(order.code)}`} className="btn btn-primary">
          Thanh toán ngay
        </Link>
      ) : null}
    </article>
  );
}
