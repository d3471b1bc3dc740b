/** The current full path (path + query + hash), as SPEC uses for redirects. */
export function currentFullPath(loc: { pathname: string; search: string; hash: string } = window.location): string {
  return `${loc.pathname}${loc.search}${loc.hash}`;
}

/** '/dang-nhap?redirect=…' back to `fullPath`. */
export function loginHref(fullPath: string): string {
  return `/dang-nhap?redirect=${encodeURIComponent(fullPath)}`;
}
