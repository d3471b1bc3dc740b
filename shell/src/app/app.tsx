import { useEffect } from 'react';
import { useNavigate } from '@edu/shared/router';
import { APP_STARTED_ATTRIBUTE, getBus, setNavigator } from '@edu/shared/core';
import { AppRoutes } from './app-routes';
import { NavigationEffects } from '../navigation/navigation-effects';
import { RouteAnnouncer } from '../a11y/route-announcer';
import { ToastHost } from '../toasts/toast-host';
import { ModalHost } from '../modals/modal-host';
import { completePendingFreeEnrolment } from '../modals/free-course-enrolment';
import { SiteSettingsEffects } from '../startup/site-settings';

/** Inside the router: wires shared's navigation to react-router, then the page and the overlays. */
export function App() {
  const navigate = useNavigate();

  // the page's early script records no more taps: the app answers them (shell/src/early/early.ts)
  useEffect(() => document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, ''), []);

  useEffect(() => {
    setNavigator((path, options) => navigate(path, { replace: options?.replace }));
    void completePendingFreeEnrolment(navigate);
    return getBus().on('session:changed', (e) => {
      if (e.authenticated) void completePendingFreeEnrolment(navigate);
    });
  }, [navigate]);

  return (
    <>
      <NavigationEffects />
      <SiteSettingsEffects />
      <AppRoutes />
      <ToastHost />
      <ModalHost />
      <RouteAnnouncer />
    </>
  );
}
