import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { applyMyCoursePageCookie } from '@edu/shared';
import { registryChanged } from '../remotes/registry-client';
import { storeCampaign } from './campaign-cookie';
import { lookupRedirect, redirectAction } from './server-redirect';
import { pingSupport } from './support-ping';
import { sendUserSupportIfCellular } from '../startup/site-settings';

/** What SPEC §2 runs on every navigation, plus the build-update reload of SPEC §4. */
export function NavigationEffects() {
  const location = useLocation();
  const navigate = useNavigate();
  const firstRender = useRef(true);

  useEffect(() => {
    const fullPath = location.pathname + location.search + location.hash;
    if (!firstRender.current && registryChanged()) {
      // A live remote changed since this tab booted: load the new one with a full page load.
      window.location.assign(fullPath);
      return;
    }
    firstRender.current = false;
    applyMyCoursePageCookie(location.pathname);
    storeCampaign(location.search);
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
  }, [location.key]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
