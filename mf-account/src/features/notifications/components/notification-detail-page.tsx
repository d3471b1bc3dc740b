import { useEffect } from 'react';
import { Link, useParams } from '@edu/shared/router';
import { formatDate } from '@edu/shared/dates';
import { PageHeading } from '../../../components/ui/page-heading';
import { QueryView } from '../../../components/ui/query-view';
import { SmartLink } from '@edu/ui';
import { invalidateQueries } from '../../../lib/use-query';
import { refreshUnread } from '../../../lib/unread';
import { useQuery } from '../../../lib/use-query';
import { useStrictHtml } from '../../../lib/use-strict-html';
import { getNotification, notificationKey } from '../api/get-notification';
import type { NotificationDetail } from '../types';

/** /tai-khoan/thong-bao/:slug — opening it marks it read (server side); the list and the badge follow. */
export function NotificationDetailPage() {
  const slug = useParams().slug ?? '';
  const query = useQuery(notificationKey(slug), () => getNotification(slug));
  const result = query.data;
  useEffect(() => {
    if (!result) return;
    void refreshUnread();
    invalidateQueries(['notifications', 'list']);
  }, [result]);

  return (
    <>
      <p>
        <Link to="/tai-khoan/thong-bao">← Tất cả thông báo</Link>
      </p>
      <QueryView query={query} rows={2}>
        {({ notification }) => <NotificationBody notification={notification} />}
      </QueryView>
    </>
  );
}

function NotificationBody({ notification: n }: { notification: NotificationDetail }) {
  const html = useStrictHtml(n.content || n.summary);
  return (
    <article className="card acc-card">
      <PageHeading title={n.title}>{formatDate(n.createdAt)}</PageHeading>
      {html === null ? null : <div className="acc-prose" dangerouslySetInnerHTML={{ __html: html }} />}
      {n.link ? (
        <p>
          <SmartLink to={n.link} className="btn btn-primary">
            Xem chi tiết
          </SmartLink>
        </p>
      ) : null}
    </article>
  );
}
