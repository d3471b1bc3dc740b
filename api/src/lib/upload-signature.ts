import { createHmac, timingSafeEqual } from 'node:crypto';

export const UPLOAD_TYPES: Record<string, string> = {
  'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif', 'application/pdf': 'pdf',
};

export function signUpload(secret: string, key: string, contentType: string, exp: number): string {
  return createHmac('sha256', secret).update(`PUT\n${key}\n${contentType}\n${exp}`).digest('base64url');
}

export function verifyUpload(secret: string, key: string, contentType: string, exp: number, sig: string): boolean {
  const a = Buffer.from(signUpload(secret, key, contentType, exp));
  const b = Buffer.from(sig);
  return a.length === b.length && timingSafeEqual(a, b) && exp > Math.floor(Date.now() / 1000);
}

/** A safe relative key: segments of [A-Za-z0-9._-], no '..', no leading dot. */
export function safeKey(key: string): string | null {
  const k = key.replace(/^\/+/, '');
  if (k.length < 1 || k.length > 200) return null;
  const parts = k.split('/');
  return parts.every((p) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(p) && p !== '..') ? k : null;
}
