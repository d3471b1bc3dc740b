import { ENDPOINTS, apiGet } from '@edu/shared';
import { toPage, type Page } from '../../../lib/to-page';
import type { QueryKey } from '@edu/shared';
import type { NotificationItem } from '../types';
import { toNotification } from './to-notification';

export const PAGE_SIZE = 10;
export const notificationsKey = (page: number): QueryKey => ['notifications', 'list', page];

export interface NotificationPage extends Page<NotificationItem> {
  unread: number;
}

/** GET /api/user/notification.json?page=… → { items, total, unread_count }; `unread` feeds the header badge. */
export async function getNotifications(page: number): Promise<NotificationPage> {
  const raw = await apiGet<{ items?: unknown[]; unread_count?: number; page?: number; page_size?: number; total?: number }>(
    ENDPOINTS.notifications,
    { page, page_size: PAGE_SIZE },
  );
  const list = toPage(raw, toNotification, PAGE_SIZE);
  const unread = typeof raw?.unread_count === 'number' ? raw.unread_count : list.items.filter((n) => !n.read).length;
  return { ...list, unread };
}
