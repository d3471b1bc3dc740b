import { loginRedirect } from '@edu/shared/core';
import { useLocation } from '@edu/shared/router';

/** The sign-in link that brings the learner back to where they are now (path + query). */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return loginRedirect(`${pathname}${search}`);
}
