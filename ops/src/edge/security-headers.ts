import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One header policy for every HTML page, whichever edge serves it (the local edge / SSR service here,
 * nginx in production: ops/nginx/edge.conf repeats the strict default and a test compares the two).
 *
 * - script-src has no 'unsafe-inline' / 'unsafe-eval': the pages' only inline <script> elements are
 *   JSON data blocks (app config, registry, SSR data), which are never executed.
 * - style-src allows inline style attributes (skeleton sizes); no inline <style> is relied on.
 * - img-src / media-src: this origin, plus the CDN and video hosts the site is configured with — never any https
 *   host (the audit: `img-src https:` let injected markup beacon anywhere).
 * - the analytics origin (Plausible) only when analytics is configured (the site's settings name its script).
 * - frame-ancestors 'none': the site is never framed (clickjacking); the player's video iframes are
 *   frames *in* the page (frame-src), not the site being framed.
 */
export interface PolicyOrigins {
  /** The analytics script's origin (settings.plausibleUrl), when analytics is configured. */
  analytics?: string | null;
  /** CDN and video hosts (CDN_ORIGINS, settings.video.head): images, media, and the player's segment fetches. */
  media?: readonly string[];
}

/** `https://host[:port]` of an absolute http(s) URL; null for anything else (a path, a typo, another scheme). */
export function originOf(url: string | undefined | null): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy(origins: PolicyOrigins = {}): string {
  const media = [...new Set((origins.media ?? []).map(originOf).filter((o): o is string => !!o))].join(' ');
  const analytics = originOf(origins.analytics) ?? '';
  const list = (...parts: string[]) => parts.filter(Boolean).join(' ');
  return [
    "default-src 'self'",
    list("script-src 'self'", analytics),
    "style-src 'self' 'unsafe-inline'",
    list("img-src 'self' data: blob:", media),
    list("media-src 'self' blob:", media),
    "font-src 'self' data:",
    list("connect-src 'self'", analytics, media),
    'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** What of the public settings (GET /api/settings.json) the page policy depends on. */
export interface PolicySettings {
  plausibleUrl?: string;
  plausibleDomain?: string;
  video?: { head?: string };
}

/** The policy the settings call for: analytics only when its script and domain are both set, as the shell injects it. */
export function policyForSettings(settings: PolicySettings, options: { cdnOrigins?: readonly string[]; videoHead?: string } = {}): string {
  const analytics = settings.plausibleUrl && settings.plausibleDomain ? originOf(settings.plausibleUrl) : null;
  return contentSecurityPolicy({ analytics, media: [...(options.cdnOrigins ?? []), settings.video?.head ?? '', options.videoHead ?? ''] });
}

/** The strict default: no analytics, no other host (what nginx sends on the HTML it serves itself). */
export const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

export const PAGE_SECURITY_HEADERS: Record<string, string> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
};

/** HSTS only where the site is served over TLS (the edge knows from X-Forwarded-Proto or its own scheme). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Sets HSTS when this request came over TLS: this server's own socket, or a TLS terminator in front
 * saying so (X-Forwarded-Proto: https). A client forging the header only pins its own browser to https.
 */
export function setHstsIfTls(req: IncomingMessage, res: ServerResponse): void {
  if (cameOverTls(req)) res.setHeader('Strict-Transport-Security', HSTS);
}

/** This server's own TLS socket, or a TLS terminator in front saying so (X-Forwarded-Proto: https). */
export function cameOverTls(req: IncomingMessage): boolean {
  return (req.socket as { encrypted?: boolean }).encrypted === true || /^https\b/i.test(String(req.headers['x-forwarded-proto'] ?? ''));
}
