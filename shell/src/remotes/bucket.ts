import { readCookie, writeCookie } from '@edu/shared/core';

const BUCKET_COOKIE = 'mf_bucket';

/** A browser's canary bucket (0–99), kept for a year so it stays in its bucket across visits. */
export function getCanaryBucket(): number {
  const existing = Number(readCookie(BUCKET_COOKIE));
  if (Number.isInteger(existing) && existing >= 0 && existing < 100) return existing;
  const bucket = Math.floor(Math.random() * 100);
  writeCookie(BUCKET_COOKIE, String(bucket), 365);
  return bucket;
}
