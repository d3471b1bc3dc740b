import { num, str, strOrNull } from '../../../lib/to-page';
import type { NotificationDetail, NotificationItem } from '../types';

export function toNotification(x: Record<string, unknown>): NotificationItem | null {
  const slug = str(x.slug);
  if (!slug) return null;
  const read = typeof x.is_read === 'boolean' ? x.is_read : typeof x.read === 'boolean' ? x.read : Boolean(x.read_at);
  return {
    id: num(x.id),
    slug,
    title: str(x.title, 'Thông báo'),
    summary: str(x.summary),
    link: strOrNull(x.link),
    read,
    createdAt: str(x.created_at),
  };
}

export function toNotificationDetail(x: Record<string, unknown>): NotificationDetail | null {
  const item = toNotification(x);
  return item ? { ...item, content: str(x.content), read: true } : null;
}
