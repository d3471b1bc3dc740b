import { useStore } from 'zustand';
import type { SessionState } from './session-state';
import { getSessionStore } from './session-store';

/**
 * React binding of the session store: `useSession((s) => s.userInfo?.full_name)`.
 * Select primitives or stable references; a selector returning a new object each time re-renders forever.
 */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(getSessionStore(), selector);
}
