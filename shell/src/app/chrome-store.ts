import { create } from 'zustand';
import { getBus } from '@edu/shared';

/** Header badges, fed by the bus so any remote can update them; survives layout changes. */
interface ChromeState {
  cartCount: number;
  unread: number;
}

export const useChrome = create<ChromeState>(() => ({ cartCount: 0, unread: 0 }));

export function connectChromeToBus(): () => void {
  const bus = getBus();
  const offCart = bus.on('cart:changed', (e) => useChrome.setState({ cartCount: e.count }));
  const offUnread = bus.on('notifications:changed', (e) => useChrome.setState({ unread: e.unread }));
  return () => {
    offCart();
    offUnread();
  };
}
