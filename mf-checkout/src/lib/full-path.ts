/** '/dang-nhap?redirect=…' back to `fullPath` (path + query), as SPEC's login redirect expects. */
export function loginHref(fullPath: string): string {
  return `/dang-nhap?redirect=${encodeURIComponent(fullPath)}`;
}
