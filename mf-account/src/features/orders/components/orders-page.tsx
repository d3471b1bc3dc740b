import { Link } from '@edu/shared/router';
import { formatPrice } from '@edu/shared/core';
import { formatDate } from '@edu/shared/dates';
import { EmptyState } from '@edu/ui';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '@edu/ui';
import { QueryView } from '../../../components/ui/query-view';
import { usePageParam } from '../../../lib/use-page-param';
import { useQuery } from '../../../lib/use-query';
import { getOrders, ordersKey } from '../api/get-orders';
import { OrderStatusBadge } from './order-status-badge';

/** /tai-khoan/don-hang */
export function OrdersPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(ordersKey(page), () => getOrders(page));
  return (
    <>
      <PageHeading title="Đơn hàng của tôi" />
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="Bạn chưa có đơn hàng nào">
              <Link to="/khoa-hoc" className="btn btn-primary">
                Khám phá khóa học
              </Link>
            </EmptyState>
          ) : (
            <>
              <div className="acc-table-wrap card">
                <table className="acc-table">
                  <caption className="visually-hidden">Danh sách đơn hàng</caption>
                  <thead>
                    <tr>
                      <th scope="col">Mã đơn</th>
                      <th scope="col">Ngày đặt</th>
                      <th scope="col">Khóa học</th>
                      <th scope="col">Tổng tiền</th>
                      <th scope="col">Trạng thái</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((o) => (
                      <tr key={o.code}>
                        <td>
                          <Link to={`/tai-khoan/don-hang/${encodeURIComponent(o.code)}`}>{o.code}</Link>
                        </td>
                        <td>{formatDate(o.createdAt)}</td>
                        <td>{o.itemNames.join(', ') || '—'}</td>
                        <td>{formatPrice(o.total)}</td>
                        <td>
                          <OrderStatusBadge status={o.status} />
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <Pagination page={data.page} totalPages={Math.ceil(data.total / data.pageSize)} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </>
  );
}
