const b64url = (value: object): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/** An unsigned JWT (the client only reads claims, never verifies). */
export function makeJwt(claims: Record<string, unknown>): string {
  return `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.signature`;
}

export const NOW_MS = Date.UTC(2025, 0, 15, 12, 0, 0);
export const NOW_S = NOW_MS / 1000;
export const iso = (ms: number): string => new Date(ms).toISOString();
