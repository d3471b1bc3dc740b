import { ENDPOINTS, ApiError, apiGet } from '@edu/shared';
import type { QueryKey } from '@edu/shared';
import type { NotificationDetail } from '../types';
import { toNotificationDetail } from './to-notification';

export const notificationKey = (slug: string): QueryKey => ['notifications', 'detail', slug];

/** GET /api/user/notification/details.json?slug=… — opening it marks it read on the server. */
export async function getNotification(slug: string): Promise<{ notification: NotificationDetail }> {
  const raw = await apiGet<Record<string, unknown>>(ENDPOINTS.notificationDetails, { slug });
  const source = (typeof raw?.notification === 'object' && raw.notification !== null ? raw.notification : raw) as Record<string, unknown>;
  const notification = toNotificationDetail(source);
  if (!notification) throw new ApiError(404, 'Không tìm thấy thông báo.');
  return { notification };
}
