import { ENDPOINTS, apiGet, type NotificationList } from '@edu/shared/core';
import { toPage, type Page } from '../../../lib/to-page';
import type { QueryKey } from '@edu/shared/core';
import type { NotificationItem } from '../types';
import { toNotification } from './to-notification';

export const PAGE_SIZE = 10;
export const notificationsKey = (page: number): QueryKey => ['notifications', 'list', page];

export interface NotificationPage extends Page<NotificationItem> {
  unread: number;
}

/** GET /api/user/notification.json?page=… → { items, total, unread_count }; `unread` feeds the header badge. */
export async function getNotifications(page: number): Promise<NotificationPage> {
  const raw = await apiGet<NotificationList>(ENDPOINTS.notifications, { page, page_size: PAGE_SIZE });
  return { ...toPage(raw, toNotification), unread: raw.unread_count };
}
