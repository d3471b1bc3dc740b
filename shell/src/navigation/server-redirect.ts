import { ENDPOINTS, apiGet } from '@edu/shared/core';

import type { RedirectAnswer } from '@edu/shared/pages';

export type { RedirectAnswer };

export type RedirectAction = { kind: 'none' } | { kind: 'navigate'; to: string } | { kind: 'full-load'; to: string };

/** Only same-site paths are navigated in-app; only http(s) URLs leave the site with a full page load. */
export function redirectAction(answer: RedirectAnswer | null, currentPath: string): RedirectAction {
  const target = answer?.redirect;
  if (!target?.to || target.to === currentPath) return { kind: 'none' };
  if (target.type === 'external') return /^https?:\/\//i.test(target.to) ? { kind: 'full-load', to: target.to } : { kind: 'none' };
  return target.to.startsWith('/') && !target.to.startsWith('//') ? { kind: 'navigate', to: target.to } : { kind: 'none' };
}

/** The path whose redirect the server already looked up (the page it rendered): not asked again. */
let checkedByServer: string | null = null;

export function markRedirectChecked(path: string): void {
  checkedByServer = path;
}

export async function lookupRedirect(path: string): Promise<RedirectAnswer | null> {
  if (checkedByServer === path) {
    checkedByServer = null;
    return null;
  }
  try {
    return await apiGet<RedirectAnswer>(ENDPOINTS.redirect, { path });
  } catch {
    return null; // no redirect service must never block a page
  }
}
