import { create } from 'zustand';
import { ENDPOINTS, apiGet, getBus, getSessionStore, isAuthenticated, type Cart, type NavigationItem, type NotificationList } from '@edu/shared';

/** Header badges, fed by the bus so any remote can update them; survives layout changes. */
interface ChromeState {
  cartCount: number;
  unread: number;
  /** The site's menus from the API (null until loaded, and on the server: the layouts fall back to fixed links). */
  headerMenu: NavigationItem[] | null;
  footerMenu: NavigationItem[] | null;
}

export const useChrome = create<ChromeState>(() => ({ cartCount: 0, unread: 0, headerMenu: null, footerMenu: null }));

/** The header and footer menus editors manage (GET navigation.json), once per page load. */
async function loadMenus(): Promise<void> {
  const [header, footer] = await Promise.all(
    (['header', 'footer'] as const).map((menu) => apiGet<NavigationItem[]>(ENDPOINTS.navigation, { menu }).catch(() => null)),
  );
  useChrome.setState({ headerMenu: header?.length ? header : null, footerMenu: footer?.length ? footer : null });
}

/** Fresh counts from the API: at boot and whenever the session changes (sign-in merges the guest cart). */
async function refreshBadges(): Promise<void> {
  const signedIn = isAuthenticated(getSessionStore().getState());
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
  void loadMenus();
  return () => {
    offCart();
    offUnread();
    offSession();
  };
}
