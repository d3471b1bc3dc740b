import { usePageHead } from '@edu/shared/core';

/** The route's default title and meta; a page that knows better declares its own (and wins). */
export function RouteTitle({ title }: { title?: string }) {
  usePageHead({ title }, { routeDefault: true });
  return null;
}
