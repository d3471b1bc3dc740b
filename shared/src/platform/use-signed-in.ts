import { isAuthenticated, useSession } from '@edu/shared/state';

/** SPEC §4 "authenticated", re-evaluated whenever the session store changes. */
export function useSignedIn(): boolean {
  return useSession((state) => isAuthenticated(state));
}
