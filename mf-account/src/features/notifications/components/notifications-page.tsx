import { useEffect } from 'react';
import { EmptyState } from '@edu/ui';
import { PageHeading } from '../../../components/ui/page-heading';
import { Pagination } from '@edu/ui';
import { QueryView } from '../../../components/ui/query-view';
import { usePageParam } from '../../../lib/use-page-param';
import { useQuery } from '../../../lib/use-query';
import { publishUnread } from '../../../lib/unread';
import { getNotifications, notificationsKey } from '../api/get-notifications';
import { NotificationList } from './notification-list';

/** /tai-khoan/thong-bao: newest first, unread marked; the header badge follows the API's count. */
export function NotificationsPage() {
  const [page, setPage] = usePageParam();
  const query = useQuery(notificationsKey(page), () => getNotifications(page));
  const unread = query.data?.unread;
  useEffect(() => {
    if (unread !== undefined) publishUnread(unread);
  }, [unread]);

  return (
    <>
      <PageHeading title="Thông báo">{unread ? `Bạn có ${unread} thông báo chưa đọc` : null}</PageHeading>
      <QueryView query={query}>
        {(data) =>
          data.items.length === 0 ? (
            <EmptyState title="Chưa có thông báo nào">Thông báo về khóa học, đơn hàng và ưu đãi sẽ hiện ở đây.</EmptyState>
          ) : (
            <>
              <NotificationList items={data.items} />
              <Pagination page={data.page} totalPages={Math.ceil(data.total / data.pageSize)} onPage={setPage} />
            </>
          )
        }
      </QueryView>
    </>
  );
}
