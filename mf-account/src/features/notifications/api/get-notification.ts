import { ENDPOINTS, apiGet, type NotificationItem as NotificationDto } from '@edu/shared/core';
import type { QueryKey } from '@edu/shared/core';
import type { NotificationDetail } from '../types';
import { toNotificationDetail } from './to-notification';

export const notificationKey = (slug: string): QueryKey => ['notifications', 'detail', slug];

/** GET /api/user/notification/details.json?slug=… — opening it marks it read on the server (404 when not mine). */
export async function getNotification(slug: string): Promise<{ notification: NotificationDetail }> {
  const { notification } = await apiGet<{ notification: NotificationDto }>(ENDPOINTS.notificationDetails, { slug });
  return { notification: toNotificationDetail(notification) };
}
