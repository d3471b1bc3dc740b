import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * One header policy for every HTML page, whichever edge serves it (the local edge / SSR service here,
 * nginx in production: ops/nginx/edge.conf repeats these values and a test compares the two).
 *
 * - script-src has no 'unsafe-inline' / 'unsafe-eval': the pages' only inline <script> elements are
 *   JSON data blocks (app config, registry, SSR data), which are never executed.
 * - style-src allows inline style attributes (skeleton sizes); no inline <style> is relied on.
 * - frame-ancestors 'none': the site is never framed (clickjacking); the player's video iframes are
 *   frames *in* the page (frame-src), not the site being framed.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self' https://plausible.io",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "media-src 'self' blob: https:",
  "font-src 'self' data:",
  "connect-src 'self' https://plausible.io",
  'frame-src https://www.youtube.com https://www.youtube-nocookie.com https://player.vimeo.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
].join('; ');

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
