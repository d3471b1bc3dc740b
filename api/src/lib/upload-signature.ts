import { createHmac, timingSafeEqual } from 'node:crypto';

export const UPLOAD_TYPES: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'application/pdf': 'pdf',
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

/**
 * What the bytes are, by their first bytes (the formats uploads accept), whatever the name or the declared
 * type say: an HTML page or an SVG with a script declared as image/png is not a PNG.
 */
export function sniffUploadType(head: Buffer): string | null {
  const starts = (bytes: number[], at = 0) => head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
  const ascii = (text: string, at = 0) => head.subarray(at, at + text.length).toString('latin1') === text;
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (ascii('GIF87a') || ascii('GIF89a')) return 'image/gif';
  if (ascii('RIFF') && ascii('WEBP', 8)) return 'image/webp';
  if (ascii('%PDF-')) return 'application/pdf';
  return null;
}

/** Enough bytes to tell every accepted format. */
export const SNIFF_BYTES = 16;
