import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False on the server and while the browser hydrates server HTML, true once React owns the page. A
 * server-rendered form uses it to hold its controls (inputs read-only, submit disabled) for that short
 * moment, so what a learner types or clicks before the page is interactive is neither lost to React
 * nor sent as a native form submission.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
