import type { PublicRegistry } from '@edu/shared/platform';
import { parseCookies } from '../ssr/cookies';
import { PREVIEW_COOKIE, PREVIEW_PARAM, verifyPreview, type Preview } from './preview-links';

/**
 * The SSR service's half of a preview link: `?mf_preview=<token>` is checked and kept in an HttpOnly cookie
 * until it expires (the address loses the parameter); `?mf_preview=clear` ends it; each later page checks the
 * cookie again. A preview page is never shared or cached (its choice is the visitor's).
 */
export type PreviewDecision =
  | { kind: 'none' }
  | { kind: 'redirect'; location: string; setCookie: string }
  | { kind: 'refused'; status: 400 | 404 | 410; message: string }
  | { kind: 'preview'; preview: Preview }
  /** A cookie that no longer holds (expired, tampered, version withdrawn): dropped, the page is the ordinary one. */
  | { kind: 'dropped'; setCookie: string };

const clearCookie = `${PREVIEW_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

const REFUSALS = {
  tampered: { status: 400, message: 'Liên kết xem trước không hợp lệ (có thể đã bị sửa). Hãy xin người gửi một liên kết mới.' },
  expired: { status: 410, message: 'Liên kết xem trước đã hết hạn. Hãy xin người gửi một liên kết mới.' },
} as const;

const published = (registry: PublicRegistry, p: Preview) => Boolean(registry.remotes[p.remote]?.published?.[p.version]);

export function previewFor(
  rawUrl: string,
  cookieHeader: string | undefined,
  registry: PublicRegistry,
  secret: Buffer,
  nowSeconds?: number,
): PreviewDecision {
  const url = new URL(rawUrl, 'http://edge');
  const asked = url.searchParams.get(PREVIEW_PARAM);
  if (asked !== null) {
    url.searchParams.delete(PREVIEW_PARAM);
    const location = `${url.pathname}${url.search}`;
    if (asked === 'clear') return { kind: 'redirect', location, setCookie: clearCookie };
    const check = verifyPreview(asked, secret, nowSeconds);
    if (!check.ok) return { kind: 'refused', ...REFUSALS[check.reason] };
    if (!published(registry, check.preview)) {
      return {
        kind: 'refused',
        status: 404,
        message: `Phiên bản ${check.preview.remote}@${check.preview.version} không còn được phát hành nên không xem trước được.`,
      };
    }
    const maxAge = check.preview.expiresAt - (nowSeconds ?? Math.floor(Date.now() / 1000));
    return { kind: 'redirect', location, setCookie: `${PREVIEW_COOKIE}=${asked}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}` };
  }
  const held = parseCookies(cookieHeader)[PREVIEW_COOKIE];
  if (!held) return { kind: 'none' };
  const check = verifyPreview(held, secret, nowSeconds);
  if (!check.ok || !published(registry, check.preview)) return { kind: 'dropped', setCookie: clearCookie };
  return { kind: 'preview', preview: check.preview };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The bar every preview page carries, outside the app's root (nothing to hydrate): what is shown, and the way out. */
export function previewBarHtml(preview: Preview): string {
  const style =
    'position:fixed;inset:auto 0 0 0;z-index:2147483000;display:flex;gap:12px;justify-content:center;padding:6px 12px;background:#7c2d12;color:#fff;font:14px/1.4 system-ui,sans-serif';
  return (
    `<aside id="mf-preview-bar" aria-label="Xem trước" style="${style}"><span>Xem trước: ${escapeHtml(`${preview.remote}@${preview.version}`)}</span>` +
    `<a href="/?${PREVIEW_PARAM}=clear" style="color:#fff;text-decoration:underline">Thoát</a></aside>`
  );
}
