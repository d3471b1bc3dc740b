import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir as defaultDataDir } from './db/paths';

export interface RateLimitRule {
  max: number;
  /** ms */
  timeWindow: number;
}

export interface AppConfig {
  databaseUrl: string;
  /** Schema for every connection (tests give each file its own). */
  searchPath?: string;
  poolMax: number;
  /** Named prepared statements (real PostgreSQL only; see db/database.ts). */
  preparedStatements: boolean;
  jwtSecret: string;
  /** Access token lifetime in seconds (ACCESS_TOKEN_TTL_SECONDS). */
  accessTtl: number;
  /** Refresh token lifetime in seconds (3 days). */
  refreshTtl: number;
  siteOrigin: string;
  dataDir: string;
  production: boolean;
  devOutbox: boolean;
  /** Secret of the sandbox payment gateway's HMAC-signed return. */
  paymentSecret: string;
  uploadMaxBytes: number;
  rateLimits: { login: RateLimitRule; otp: RateLimitRule; forgot: RateLimitRule };
  logger: boolean | object;
  migrate: boolean;
  seed: boolean;
}

/** JWT_SECRET, or one generated on first start and kept in the data dir. */
function persistentSecret(dir: string): string {
  const file = path.join(dir, 'jwt-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    fs.writeFileSync(file, secret, { mode: 0o600 });
    return secret;
  }
}

export function loadConfig(overrides: Partial<AppConfig> & { databaseUrl: string }): AppConfig {
  const env = process.env;
  const production = env.NODE_ENV === 'production';
  const dir = overrides.dataDir ?? defaultDataDir();
  const jwtSecret = overrides.jwtSecret ?? env.JWT_SECRET ?? persistentSecret(dir);
  return {
    poolMax: 10,
    preparedStatements: false,
    accessTtl: Number(env.ACCESS_TOKEN_TTL_SECONDS) > 0 ? Number(env.ACCESS_TOKEN_TTL_SECONDS) : 900,
    refreshTtl: 3 * 86_400,
    siteOrigin: env.SITE_ORIGIN ?? 'http://localhost:3000',
    production,
    devOutbox: !production || env.DEV_OUTBOX === '1',
    paymentSecret: env.PAYMENT_SECRET ?? `${jwtSecret}:sandbox-payment`,
    uploadMaxBytes: 5 * 1024 * 1024,
    rateLimits: {
      login: { max: 10, timeWindow: 60_000 },
      otp: { max: 5, timeWindow: 60_000 },
      forgot: { max: 5, timeWindow: 60_000 },
    },
    logger: false,
    migrate: true,
    seed: true,
    ...overrides,
    jwtSecret,
    dataDir: dir,
  };
}
