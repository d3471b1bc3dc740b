import { useLocation } from 'react-router-dom';

/** '/dang-nhap?redirect=…' back to `fullPath` (path + query), as SPEC's login redirect expects. */
export function loginHref(fullPath: string): string {
  return `/dang-nhap?redirect=${encodeURIComponent(fullPath)}`;
}

/** The sign-in link that brings the learner back to where they are now (path + query). */
export function useLoginHref(): string {
  const { pathname, search } = useLocation();
  return loginHref(`${pathname}${search}`);
}
