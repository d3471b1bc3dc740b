import { useEffect } from 'react';
import { useLocation, useNavigate } from '@edu/shared/router';
import { applyCampaignCookie, applyMyCoursePageCookie, captureReferral } from '@edu/shared/core';
import { lookupRedirect, redirectAction } from './server-redirect';
import { pingSupport } from './support-ping';
import { sendUserSupportIfCellular } from '../startup/site-settings';

/** What SPEC §2 runs on every navigation (the build-update reload of SPEC §4 is useBuildUpdateReload). */
export function NavigationEffects() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const fullPath = location.pathname + location.search + location.hash;
    applyMyCoursePageCookie(location.pathname);
    applyCampaignCookie(new URLSearchParams(location.search));
    captureReferral(new URLSearchParams(location.search), location.pathname);
    pingSupport(fullPath);
    sendUserSupportIfCellular(fullPath);
    let cancelled = false;
    void lookupRedirect(location.pathname).then((answer) => {
      const action = redirectAction(answer, location.pathname);
      if (cancelled || action.kind === 'none') return;
      if (action.kind === 'full-load') window.location.assign(action.to);
      else navigate(action.to, { replace: true });
    });
    return () => {
      cancelled = true;
    };
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps -- SPEC §2: once per navigation, not per render

  return null;
}
