/** SPEC §2: a redirect value containing any of these is ignored. */
const SPEC_FORBIDDEN = /[ @%$\\;]/;
/** Control, format (zero-width, bidi) and any whitespace characters, raw. */
const UNSAFE_CHARS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\s]/u;
/** The same, percent-encoded: %00–%1F, %7F, and %20 / %09-style whitespace escapes. */
const UNSAFE_ENCODED = /%(?:[01][0-9a-f]|7f|20)/i;

/**
 * True for a same-origin absolute path: one leading '/', not '//' or '/\' (protocol-relative in
 * browsers), no backslash at all (browsers read it as '/'), no control or whitespace character raw
 * or percent-encoded. A path cannot carry a scheme, so 'javascript:' / 'https:' targets fail the first test.
 */
export function isSafeLocalPath(path: string | null | undefined): path is string {
  if (typeof path !== 'string' || !path.startsWith('/')) return false;
  if (path.startsWith('//') || path.includes('\\')) return false;
  return !UNSAFE_CHARS.test(path) && !UNSAFE_ENCODED.test(path);
}

/**
 * Where to go after login or registration. The target is used only when it passes SPEC §2 (not empty,
 * no space, @, %, $, backslash or semicolon, not a bare '/') AND is a safe same-origin path; otherwise
 * the current full path is used, and if that is unsafe too, '/'.
 */
export function resolveRedirect(target: string | null | undefined, currentFullPath: string): string {
  const fallback = isSafeLocalPath(currentFullPath) ? currentFullPath : '/';
  if (typeof target !== 'string' || target === '' || target === '/') return fallback;
  if (SPEC_FORBIDDEN.test(target)) return fallback;
  return isSafeLocalPath(target) ? target : fallback;
}
