import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Preview links (`pnpm ops preview <remote> <version>`): a signed, expiring URL that shows one published version
 * of one remote to whoever opens it (a product owner's phone), and to nobody else.
 *
 * The token is `base64url(JSON {r, v, exp}) . base64url(HMAC-SHA256)`. The adversary holds a link: changing the
 * remote, the version or the expiry breaks the signature; an old link stops at its expiry; and the version must
 * still be one the registry lists as published (as for a QA pin), so a link can never name arbitrary code.
 */
export const PREVIEW_PARAM = 'mf_preview';
export const PREVIEW_COOKIE = 'mf_preview';
export const MAX_PREVIEW_HOURS = 24 * 7;

export interface Preview {
  remote: string;
  version: string;
  /** Unix seconds. */
  expiresAt: number;
}

export type PreviewCheck = { ok: true; preview: Preview } | { ok: false; reason: 'tampered' | 'expired' };

const b64 = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');
const mac = (secret: Buffer, body: string) => crypto.createHmac('sha256', secret).update(`edu-preview:${body}`).digest();

export function signPreview(preview: Preview, secret: Buffer): string {
  const body = b64(JSON.stringify({ r: preview.remote, v: preview.version, exp: preview.expiresAt }));
  return `${body}.${b64(mac(secret, body))}`;
}

export function verifyPreview(token: string | undefined, secret: Buffer, nowSeconds = Math.floor(Date.now() / 1000)): PreviewCheck {
  const [body, signature, extra] = (token ?? '').split('.');
  if (!body || !signature || extra !== undefined) return { ok: false, reason: 'tampered' };
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'tampered' };
  let claims: { r?: unknown; v?: unknown; exp?: unknown };
  try {
    claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as typeof claims;
  } catch {
    return { ok: false, reason: 'tampered' };
  }
  const { r, v, exp } = claims;
  if (typeof r !== 'string' || typeof v !== 'string' || typeof exp !== 'number') return { ok: false, reason: 'tampered' };
  if (exp <= nowSeconds) return { ok: false, reason: 'expired' };
  return { ok: true, preview: { remote: r, version: v, expiresAt: exp } };
}

/**
 * The signing key: PREVIEW_SECRET (production: the same value for ops and the SSR service, ≥ 32 characters), else
 * a random key kept in the deploy folder beside the registry (a local site: made on first use, owner-only).
 */
export function previewSecret(deployDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  const fromEnv = env.PREVIEW_SECRET;
  if (fromEnv !== undefined) {
    if (fromEnv.length < 32) throw new Error('PREVIEW_SECRET must be at least 32 characters');
    return Buffer.from(fromEnv);
  }
  const file = path.join(deployDir, '.preview-key');
  try {
    return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url');
  } catch {
    fs.mkdirSync(deployDir, { recursive: true });
    const key = crypto.randomBytes(32);
    try {
      fs.writeFileSync(file, key.toString('base64url'), { mode: 0o600, flag: 'wx' });
      return key;
    } catch {
      return Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64url'); // another process made it first
    }
  }
}

/** The link for a site: `<site>/?mf_preview=<token>`. */
export function previewUrl(siteUrl: string, token: string, pathname = '/'): string {
  const url = new URL(pathname, siteUrl);
  url.searchParams.set(PREVIEW_PARAM, token);
  return url.href;
}
