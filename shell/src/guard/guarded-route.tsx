import { useEffect, useMemo, type ReactNode } from 'react';
import { Navigate, useLocation } from '@edu/shared/router';
import { authGuardDecision, getSessionStore, isAuthenticated, logoutSession, useIsServerRender } from '@edu/shared/core';

/**
 * SPEC §6 in front of every route: runs before any remote code loads.
 * Judged once per navigation, not on every session change: signing in on /dang-nhap must let the
 * page go to its redirect target, and signing out on /tai-khoan must let it go home.
 * Crawlers and page-speed tools skip it (decided inside authGuardDecision by user agent).
 * On the server the same rule ran before rendering (a redirect is answered 302 there), so a server
 * render only ever reaches the allowed case.
 */
export function GuardedRoute({ children }: { children: ReactNode }) {
  return useIsServerRender() ? <>{children}</> : <BrowserGuard>{children}</BrowserGuard>;
}

function BrowserGuard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const decision = useMemo(
    () =>
      authGuardDecision({
        path: location.pathname,
        fullPath: location.pathname + location.search + location.hash,
        authenticated: isAuthenticated(getSessionStore().getState()),
        userAgent: navigator.userAgent,
      }),
    [location.key], // eslint-disable-line react-hooks/exhaustive-deps -- judged once per navigation (see above)
  );
  const clearSession = decision.kind === 'redirect' && decision.clearSession;
  useEffect(() => {
    if (clearSession) logoutSession();
  }, [clearSession]);
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
