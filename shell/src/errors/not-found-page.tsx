import { useEffect } from 'react';
import { useLocation } from '@edu/shared/router';
import { NotFoundView } from '@edu/shared/core';

/** 404: also what an unmatched route renders (non-fatal, logged with the path); the server answers 404 with it. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    // eslint-disable-next-line no-console -- SPEC §2: an unmatched route is a non-fatal 404 logged as 'Page not found' plus the path
    if (pathname !== '/404') console.warn(`Page not found: ${pathname}`);
  }, [pathname]);
  return <NotFoundView />;
}
