import { useSyncExternalStore } from 'react';
import { EMPTY_SESSION, type SessionState } from './session-state';
import { getSessionStore } from './session-store';

/**
 * React binding of the session store: `useSession((s) => s.userInfo?.full_name)`.
 * Select primitives or stable references; a selector returning a new object each time re-renders forever.
 * Server renders, and the browser's hydration of them, see the signed-out session: nothing personal
 * is ever in server HTML, and hydration matches it before the real session renders.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  const store = getSessionStore();
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(EMPTY_SESSION),
  );
}
