import { ENDPOINTS, apiGet, getBus } from '@edu/shared/core';

/**
 * The learner's unread-notification count, published on the bus (`notifications:changed`) for the
 * shell header and our sidebar. Lives in lib because sign-in, the sidebar and the notification
 * pages all move it.
 */
let last: number | null = null;
let forgetsOnSignOut = false;

export function publishUnread(unread: number): void {
  last = Math.max(0, Math.floor(unread));
  // Signing out happens in the shell's menus, maybe while no account page is mounted: the next learner
  // signing in without a reload must not start from this one's count.
  if (!forgetsOnSignOut) {
    forgetsOnSignOut = true;
    getBus().on('session:changed', (e) => {
      if (!e.authenticated) last = null;
    });
  }
  getBus().emit('notifications:changed', { v: 1, unread: last });
}

export const lastUnread = (): number | null => last;

/** Asks the API for the count (one tiny page) and publishes it; failures leave the badge as it is. */
export async function refreshUnread(): Promise<void> {
  try {
    const raw = await apiGet<{ unread_count?: number }>(ENDPOINTS.notifications, { page: 1, page_size: 1 });
    if (typeof raw?.unread_count === 'number') publishUnread(raw.unread_count);
  } catch {
    // the badge is a hint; never block anything on it
  }
}
