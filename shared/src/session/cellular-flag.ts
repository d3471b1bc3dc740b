/**
 * SPEC §6 "celluar" (spelled as the SPEC spells it): a per-tab session flag saying the carrier recognised
 * this visitor on its mobile network. While it is set the shell sends the site-wide user-support call on
 * every navigation. Set at /callback when recognition succeeds; gone when the tab's session ends.
 */
export const CELLULAR_FLAG = 'celluar';

export function markCellular(): void {
  try {
    sessionStorage.setItem(CELLULAR_FLAG, '1');
  } catch {
    // storage blocked: the support call simply does not run
  }
}

export function isCellular(): boolean {
  try {
    return sessionStorage.getItem(CELLULAR_FLAG) === '1';
  } catch {
    return false;
  }
}
