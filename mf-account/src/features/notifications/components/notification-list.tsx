import { Link } from '@edu/shared/router';
import { formatDate } from '@edu/shared/dates';
import type { NotificationItem } from '../types';

export function NotificationList({ items }: { items: NotificationItem[] }) {
  return (
    <ul className="acc-list">
      {items.map((n) => (
        <li key={n.slug} className={n.read ? 'acc-list-item card' : 'acc-list-item card acc-unread'}>
          <Link to={`/tai-khoan/thong-bao/${encodeURIComponent(n.slug)}`} className="acc-list-link">
            <span className="acc-list-title">
              {n.read ? null : <span className="acc-dot" aria-hidden="true" />}
              {n.title}
              {n.read ? null : <span className="visually-hidden"> (chưa đọc)</span>}
            </span>
            {n.summary ? <span className="acc-muted">{n.summary}</span> : null}
            <time className="acc-muted acc-small" dateTime={n.createdAt}>
              {formatDate(n.createdAt)}
            </time>
          </Link>
        </li>
      ))}
    </ul>
  );
}
