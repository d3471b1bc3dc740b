import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { authGuardDecision, isAuthenticated, logoutSession, useSession } from '@edu/shared';

/**
 * SPEC §6 in front of every route: runs before any remote code loads.
 * Crawlers and page-speed tools skip it (decided inside authGuardDecision by user agent).
 */
export function GuardedRoute({ children }: { children: ReactNode }) {
  const location = useLocation();
  const authenticated = useSession((state) => isAuthenticated(state));
  const decision = authGuardDecision({
    path: location.pathname,
    fullPath: location.pathname + location.search + location.hash,
    authenticated,
    userAgent: navigator.userAgent,
  });
  const clearSession = decision.kind === 'redirect' && decision.clearSession;
  useEffect(() => {
    if (clearSession) logoutSession();
  }, [clearSession]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
