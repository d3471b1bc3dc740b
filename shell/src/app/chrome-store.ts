import { createContext } from 'react';
import { create } from 'zustand';
import { ENDPOINTS, apiGet, getBus, getSessionStore, isAuthenticated, refreshCartCount, type NotificationList } from '@edu/shared/core';

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

/**
 * The signed-in learner's name the server rendered the header with (its session cookie; undefined: signed out), so
 * a page read without script shows the account, and hydration matches it until the session store is read.
 */
export const InitialAccount = createContext<string | undefined>(undefined);

/** Fresh counts from the API: at boot and whenever the session changes (sign-in merges the guest cart). */
async function refreshBadges(): Promise<void> {
  const signedIn = isAuthenticated(getSessionStore().getState());
  // the cart's count comes from shared's one cart client (0 without a request on a first visit)
  const [cartCount, notifications] = await Promise.all([
    refreshCartCount(),
    signedIn ? apiGet<NotificationList>(ENDPOINTS.notifications, { page_size: 1 }).catch(() => null) : null,
  ]);
  useChrome.setState({
    cartCount: cartCount ?? 0,
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
