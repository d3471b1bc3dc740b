import { useEffect } from 'react';
import { useLocation } from '@edu/shared/router';
import { registryChanged } from '../remotes/registry-client';

let bootLocationKey: string | null = null;

/**
 * SPEC §4 build update: once a poll saw a live version change, the next navigation is a full page
 * load. Decided while rendering, so the old version of the next page is never even requested.
 */
export function useBuildUpdateReload(): boolean {
  const location = useLocation();
  bootLocationKey ??= location.key;
  const reload = location.key !== bootLocationKey && registryChanged();
  useEffect(() => {
    if (reload) window.location.assign(location.pathname + location.search + location.hash);
  }, [reload, location]);
  return reload;
}
