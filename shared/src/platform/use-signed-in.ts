import { isAuthenticated } from '../session/session-rules';
import { useSession } from '../session/use-session';

/** SPEC §4 "authenticated", re-evaluated whenever the session store changes. */
export function useSignedIn(): boolean {
  return useSession((state) => isAuthenticated(state));
}
