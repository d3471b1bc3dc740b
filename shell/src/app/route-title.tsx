import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { setPageMeta } from '@edu/shared/platform';

/** The route's default title and meta; a page that knows better sets its own after loading. */
export function RouteTitle({ title }: { title?: string }) {
  const { pathname } = useLocation();
  useEffect(() => {
    setPageMeta({ title });
  }, [title, pathname]);
  return null;
}
