import { createContext } from 'react';
import { create } from 'zustand';
import { ENDPOINTS, apiGet, getBus, getSessionStore, hasGuestToken, isAuthenticated, type Cart, type NotificationList } from '@edu/shared/core';

/** Header badges, fed by the bus so any remote can update them; survives layout changes. */
interface ChromeState {
  cartCount: number;
  unread: number;
}

export const useChrome = create<ChromeState>(() => ({ cartCount: 0, unread: 0 }));

/**
 * The cart's count the server rendered the page with (after an HTML form's 303: its flash carried it), so the
 * badge reads the same in the HTML and while the browser hydrates it; undefined: the store's value.
 */
export const InitialCartCount = createContext<number | undefined>(undefined);

/** Fresh counts from the API: at boot and whenever the session changes (sign-in merges the guest cart). */
async function refreshBadges(): Promise<void> {
  const signedIn = isAuthenticated(getSessionStore().getState());
  // a first visit has no cart to count (a guest cart exists only under a guest token): nothing to ask
  if (!signedIn && !hasGuestToken()) {
    useChrome.setState({ cartCount: 0, unread: 0 });
    return;
  }
  const [cart, notifications] = await Promise.all([
    apiGet<Cart>(ENDPOINTS.cart).catch(() => null),
    signedIn ? apiGet<NotificationList>(ENDPOINTS.notifications, { page_size: 1 }).catch(() => null) : null,
  ]);
  useChrome.setState({
    cartCount: cart?.count ?? 0,
    unread: notifications?.unread_count ?? 0,
  });
}

export function connectChromeToBus(): () => void {
  const bus = getBus();
  const offCart = bus.on('cart:changed', (e) => useChrome.setState({ cartCount: e.count }));
  const offUnread = bus.on('notifications:changed', (e) => useChrome.setState({ unread: e.unread }));
  const offSession = bus.on('session:changed', () => void refreshBadges());
  void refreshBadges();
  return () => {
    offCart();
    offUnread();
    offSession();
  };
}
