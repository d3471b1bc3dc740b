/**
 * What the SSR service accepts as a page path. Anything malformed gets a 4xx here, before routing:
 * never a 500, never a render.
 */
export const MAX_URL_LENGTH = 2048;

export type PathCheck = { ok: true; pathname: string } | { ok: false; status: 400 | 404 | 414; reason: string };

export function checkRequestPath(rawUrl: string): PathCheck {
  if (rawUrl.length > MAX_URL_LENGTH) return { ok: false, status: 414, reason: 'URL quá dài' };
  const rawPath = rawUrl.split(/[?#]/, 1)[0] ?? '';
  if (!rawPath.startsWith('/') || rawPath.startsWith('//')) return { ok: false, status: 400, reason: 'Đường dẫn không hợp lệ' };
  let pathname: string;
  try {
    pathname = decodeURIComponent(rawPath);
  } catch {
    return { ok: false, status: 400, reason: 'Đường dẫn mã hóa sai' };
  }
  if (/[\u0000-\u001f\u007f]/.test(pathname)) return { ok: false, status: 400, reason: 'Đường dẫn chứa ký tự điều khiển' };
  if (pathname.split('/').some((s) => s === '..' || s === '.')) return { ok: false, status: 404, reason: 'Không tìm thấy trang' };
  return { ok: true, pathname };
}
