import type { NotificationItem as NotificationDto } from '@edu/shared/core';
import type { NotificationDetail, NotificationItem } from '../types';

export function toNotification(x: NotificationDto): NotificationItem {
  return {
    id: x.id,
    slug: x.slug,
    title: x.title || 'Thông báo',
    summary: x.summary,
    link: x.link,
    read: x.read_at !== null,
    createdAt: x.created_at,
  };
}

/** Opening a notification marks it read on the server, so its detail is read. */
export function toNotificationDetail(x: NotificationDto): NotificationDetail {
  return { ...toNotification(x), content: x.content ?? '', read: true };
}
