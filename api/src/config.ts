import type { MomoConfig } from './services/gateways/momo';
import type { VnpayConfig } from './services/gateways/vnpay';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { dataDir as defaultDataDir } from './db/paths';
import { DEFAULT_ART_CACHE } from './lib/demo-art/settings';
import { uploadBucketFrom, type UploadBucketConfig } from './lib/upload-bucket';
import type { JwtKey } from './lib/jwt';
import { affiliateRulesFrom, type AffiliateRules } from './services/affiliate/rules';
import { weakness } from './lib/secret-strength';

export interface RateLimitRule {
  max: number;
  /** ms */
  timeWindow: number;
}

/**
 * Every allowance, counted in PostgreSQL (shared by all replicas) on the canonical identifier
 * (lib/rate-keys.ts). Windows are per key; `backoff` is the per-account lock after failed sign-ins.
 */
export interface RateLimits {
  /** Sign-in attempts per client address and account. */
  login: RateLimitRule;
  /** Sign-in attempts per client address, whatever the account (one address trying many accounts). */
  loginPerIp: RateLimitRule;
  /** Sign-in attempts per network (IPv4 /24, IPv6 /48): one attacker rotating addresses of one block. */
  loginPerNet: RateLimitRule;
  /** One-time-code requests and checks per client address and identifier. */
  otp: RateLimitRule;
  /** Forgot-password requests per client address and account. */
  forgot: RateLimitRule;
  /** Codes sent to one phone number or address, from anywhere (no SMS / e-mail flood of one person): per window, and per day. */
  sendPerTarget: RateLimitRule;
  sendPerTargetDay: RateLimitRule;
  /** Codes sent at the request of one client address, to any number. */
  sendPerIp: RateLimitRule;
  /** Wrong activation and promo codes per learner (or, signed out, per client address). */
  codeGuesses: RateLimitRule;
  /** "Is this e-mail / phone taken?" answers per client address. */
  lookups: RateLimitRule;
  /** What a learner writes for others to read (reviews, reports), per learner. */
  posts: RateLimitRule;
  /** Reports (of reviews, questions, answers) per learner per day: nobody floods the moderation queue. */
  reports: RateLimitRule;
  /**
   * Failed password sign-ins of one account (all its identifiers together) before its password path is locked for
   * browsers it has never signed in from; the lock doubles with each further failure. Codes and SSO stay open.
   */
  backoff: { free: number; baseMs: number; maxMs: number };
}

export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { max: 10, timeWindow: 60_000 },
  loginPerIp: { max: 100, timeWindow: 60_000 },
  loginPerNet: { max: 300, timeWindow: 60_000 },
  otp: { max: 5, timeWindow: 60_000 },
  forgot: { max: 5, timeWindow: 60_000 },
  sendPerTarget: { max: 5, timeWindow: 15 * 60_000 },
  sendPerTargetDay: { max: 10, timeWindow: 24 * 60 * 60_000 },
  sendPerIp: { max: 100, timeWindow: 10 * 60_000 },
  codeGuesses: { max: 10, timeWindow: 60 * 60_000 },
  lookups: { max: 30, timeWindow: 60_000 },
  posts: { max: 10, timeWindow: 60 * 60_000 },
  reports: { max: 20, timeWindow: 24 * 60 * 60_000 },
  backoff: { free: 10, baseMs: 60_000, maxMs: 15 * 60_000 },
};

export interface AppConfig {
  databaseUrl: string;
  /** Schema for every connection (tests give each file its own). */
  searchPath?: string;
  poolMax: number;
  /** Named prepared statements (real PostgreSQL only; see db/database.ts). */
  preparedStatements: boolean;
  /** The current signing key's secret (also the base of derived, single-purpose secrets). */
  jwtSecret: string;
  /**
   * Access and one-use tokens: the first key signs, every key verifies (JWT_KEYS="kid:secret,kid:secret";
   * rotate by putting a new key first and dropping the old one once its tokens have expired). Without
   * JWT_KEYS, JWT_SECRET is the one key.
   */
  jwtKeys: JwtKey[];
  /** Access token lifetime in seconds (ACCESS_TOKEN_TTL_SECONDS). */
  accessTtl: number;
  /** Refresh token lifetime in seconds (3 days). */
  refreshTtl: number;
  /**
   * How long a just-rotated refresh token still answers (REFRESH_REUSE_GRACE_SECONDS, default 30): tabs
   * refreshing at once present the same cookie. Reuse after that revokes the session.
   */
  refreshReuseGraceSeconds: number;
  siteOrigin: string;
  dataDir: string;
  production: boolean;
  /** /api/dev/*: the outbox of sent codes, the local SSO provider, signed sandbox returns. Development only. */
  devTools: boolean;
  /** The sandbox payment gateway (signs a "paid" for any payment). Development and tests only. */
  sandboxPayments: boolean;
  /** Sample catalogue and editorial content on an empty database. */
  seedContent: boolean;
  /** Demo accounts with known passwords, KH-DEMO-* activation codes, promo codes. Development only. */
  seedDemoAccounts: boolean;
  /** One-time codes kept in plain text in the outbox (what the dev outbox shows). Development only. */
  otpInOutbox: boolean;
  /**
   * Addresses whose X-Forwarded-For is believed (the edge in front of the API), as Fastify's
   * `trustProxy` list. Anyone else's header is ignored: the caller is its socket address.
   */
  trustedProxies: string[];
  /** Secret of the sandbox payment gateway's HMAC-signed return. */
  paymentSecret: string;
  /**
   * Carrier number recognition (SPEC §6): where anonymous visitors are sent (CARRIER_RECOGNITION_URL; in
   * development the simulator at /api/dev/carrier/recognize), and the secret its signed answers carry
   * (CARRIER_SECRET). Without a URL recognition is off whatever the site setting says.
   */
  carrierRecognitionUrl: string;
  carrierSecret: string;
  /**
   * Real payment gateways, each on only when configured (their keys come from the provider): VNPay (VNPAY_TMN_CODE,
   * VNPAY_HASH_SECRET, VNPAY_URL), MoMo (MOMO_PARTNER_CODE, MOMO_ACCESS_KEY, MOMO_SECRET_KEY, MOMO_ENDPOINT) and a bank
   * transfer by VietQR (VIETQR_BANK_BIN, VIETQR_ACCOUNT, VIETQR_ACCOUNT_NAME), which an admin confirms.
   */
  gateways: { vnpay?: VnpayConfig; momo?: MomoConfig; vietqr?: { bin: string; account: string; accountName: string } };
  /** Bearer token of the admin calls (confirming bank transfers); none: those calls do not exist. */
  adminToken: string;
  /**
   * Key of the page views' health tokens (HEALTH_SECRET, ≥ 32 characters, the same as the SSR service's): a health
   * beacon counts only with a token the rendering server signed. None: no beacon counts (docs/decisions/2026-11-27-signed-health.md).
   */
  healthSecret: string;
  uploadMaxBytes: number;
  /** Where rendered demo pictures are kept (`ART_CACHE_DIR`; default api/.cache/demo-art): content-addressed, shared by every run. */
  artCacheDir: string;
  /** Uploads in object storage (UPLOADS_BUCKET + S3_*); none: in DATA_DIR/uploads. */
  uploadBucket?: UploadBucketConfig;
  /** Per learner: uploads presigned per day, and bytes kept in storage altogether. */
  uploadQuota: { filesPerDay: number; bytesPerUser: number };
  rateLimits: RateLimits;
  logger: boolean | object;
  migrate: boolean;
  /**
   * The server starts listening before the database answers (server.ts): migrations and the seed are retried in
   * the background, /ready says 503 and every other request 503 + Retry-After until they are done. Tests wait.
   */
  databaseInBackground: boolean;
  /** Milliseconds since the epoch: what watched time is measured with (tests give a fake one). */
  clock: () => number;
  /**
   * /api/test/*: shortcuts for the end-to-end tests (crediting a lesson as watched). Only when NODE_ENV=test;
   * production refuses to start with them.
   */
  testTools: boolean;
  /** Mock-exam attempts a learner may start per exam in any 24 hours (EXAM_ATTEMPTS_PER_DAY, default 3). */
  examAttemptsPerDay: number;
  /** The affiliate programme's rate, refund window and minimum payout (services/affiliate/rules.ts). */
  affiliate: AffiliateRules;
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

/** `NAME=1` turns a switch on, `NAME=0` off; unset, the mode decides. */
/** "kid:secret,kid:secret" → keys in that order (the first signs); undefined when not set. */
export function parseJwtKeys(value: string | undefined): JwtKey[] | undefined {
  if (!value?.trim()) return undefined;
  return value.split(',').map((pair) => {
    const at = pair.indexOf(':');
    const kid = pair.slice(0, at).trim();
    const secret = pair.slice(at + 1).trim();
    if (at <= 0 || !/^[\w.-]{1,32}$/.test(kid) || !secret) throw new Error(`JWT_KEYS: "${kid || pair.trim().slice(0, 8)}…" is not kid:secret`);
    return { kid, secret };
  });
}

/** The development carrier simulator (api/src/routes/api/dev/carrier.ts). */
export const DEV_CARRIER_URL = '/api/dev/carrier/recognize';

const flag = (env: NodeJS.ProcessEnv, name: string, fallback: boolean) => (env[name] === undefined ? fallback : env[name] === '1');

/**
 * Production mode (NODE_ENV=production) is closed by default and refuses to start half open: every
 * development switch off, every secret given. Returns what is wrong, one line each.
 */
export function productionProblems(config: AppConfig): string[] {
  if (!config.production) return [];
  const problems: string[] = [];
  if (config.devTools) problems.push('DEV_TOOLS must be off: /api/dev/* publishes one-time codes and signs anyone in');
  if (config.sandboxPayments) problems.push('SANDBOX_PAYMENTS must be off: the sandbox gateway marks any payment as paid');
  if (config.seedDemoAccounts) problems.push('SEED_DEMO_ACCOUNTS must be off: demo accounts have published passwords and codes');
  if (config.otpInOutbox) problems.push('OTP_IN_OUTBOX must be off: one-time codes would be stored in plain text');
  if (config.testTools) problems.push('NODE_ENV=test tools must be off: /api/test/* credits lessons as watched');
  if (config.jwtKeys.length === 0)
    problems.push('JWT_KEYS (or JWT_SECRET) must be set, every key at least 32 characters, the same on every API replica');
  for (const key of config.jwtKeys) {
    const weak = weakness(key.secret);
    if (weak) problems.push(`JWT_KEYS (or JWT_SECRET) key "${key.kid}" is ${weak}: generate one (openssl rand -base64 48)`);
  }
  if (!config.paymentSecret) problems.push('PAYMENT_SECRET must be set (at least 32 characters)');
  const named: [string, string][] = [
    ['PAYMENT_SECRET', config.paymentSecret],
    ['ADMIN_TOKEN', config.adminToken],
    ['HEALTH_SECRET', config.healthSecret],
    ...(config.carrierRecognitionUrl ? [['CARRIER_SECRET', config.carrierSecret] as [string, string]] : []),
  ];
  for (const [name, value] of named) {
    const weak = value && weakness(value);
    if (weak) problems.push(`${name} is ${weak}: generate one (openssl rand -base64 48)`);
  }
  if (config.carrierRecognitionUrl && !config.carrierSecret) {
    problems.push('CARRIER_SECRET must be set (at least 32 characters) when CARRIER_RECOGNITION_URL is');
  }
  // One secret in two roles: whoever learns it for one (a payment provider's dashboard, a log) holds the other.
  const all = [...config.jwtKeys.map((k) => [`JWT_KEYS key "${k.kid}"`, k.secret] as [string, string]), ...named].filter(([, v]) => v);
  for (let i = 0; i < all.length; i++) {
    for (let j = i + 1; j < all.length; j++) {
      if (all[i]![1] === all[j]![1]) problems.push(`${all[i]![0]} and ${all[j]![0]} are the same secret: each needs its own`);
    }
  }
  return problems;
}

/** Each gateway whose every setting is present (a half-configured one stays off). */
function gatewaysFrom(env: NodeJS.ProcessEnv): AppConfig['gateways'] {
  const all = (...names: string[]) => names.every((n) => env[n]);
  return {
    ...(all('VNPAY_TMN_CODE', 'VNPAY_HASH_SECRET', 'VNPAY_URL') && {
      vnpay: { tmnCode: env.VNPAY_TMN_CODE!, hashSecret: env.VNPAY_HASH_SECRET!, payUrl: env.VNPAY_URL! },
    }),
    ...(all('MOMO_PARTNER_CODE', 'MOMO_ACCESS_KEY', 'MOMO_SECRET_KEY', 'MOMO_ENDPOINT') && {
      momo: { partnerCode: env.MOMO_PARTNER_CODE!, accessKey: env.MOMO_ACCESS_KEY!, secretKey: env.MOMO_SECRET_KEY!, endpoint: env.MOMO_ENDPOINT! },
    }),
    ...(all('VIETQR_BANK_BIN', 'VIETQR_ACCOUNT', 'VIETQR_ACCOUNT_NAME') && {
      vietqr: { bin: env.VIETQR_BANK_BIN!, account: env.VIETQR_ACCOUNT!, accountName: env.VIETQR_ACCOUNT_NAME! },
    }),
  };
}

/** What a caller may override: any field, and any single rate limit. */
export type ConfigOverrides = Partial<Omit<AppConfig, 'rateLimits'>> & { databaseUrl: string; rateLimits?: Partial<RateLimits> };

export function loadConfig(overrides: ConfigOverrides, env: NodeJS.ProcessEnv = process.env): AppConfig {
  const production = overrides.production ?? env.NODE_ENV === 'production';
  const dir = overrides.dataDir ?? defaultDataDir();
  // Development keeps a generated secret in the data folder; production must be given one (checked below).
  const keys = overrides.jwtKeys ?? parseJwtKeys(env.JWT_KEYS);
  const jwtSecret = keys?.[0]?.secret ?? overrides.jwtSecret ?? env.JWT_SECRET ?? (production ? '' : persistentSecret(dir));
  const jwtKeys = keys ?? (jwtSecret ? [{ kid: 'k1', secret: jwtSecret }] : []);
  const config: AppConfig = {
    poolMax: 10,
    preparedStatements: false,
    accessTtl: Number(env.ACCESS_TOKEN_TTL_SECONDS) > 0 ? Number(env.ACCESS_TOKEN_TTL_SECONDS) : 900,
    refreshTtl: 3 * 86_400,
    refreshReuseGraceSeconds:
      Number(env.REFRESH_REUSE_GRACE_SECONDS) >= 0 && env.REFRESH_REUSE_GRACE_SECONDS ? Number(env.REFRESH_REUSE_GRACE_SECONDS) : 30,
    siteOrigin: env.SITE_ORIGIN ?? 'http://localhost:3000',
    production,
    devTools: flag(env, 'DEV_TOOLS', !production),
    sandboxPayments: flag(env, 'SANDBOX_PAYMENTS', !production),
    seedContent: flag(env, 'SEED_CONTENT', !production),
    seedDemoAccounts: flag(env, 'SEED_DEMO_ACCOUNTS', !production),
    otpInOutbox: flag(env, 'OTP_IN_OUTBOX', !production),
    // Default: nobody — every caller is its socket address. Whoever runs the API behind an edge names it
    // (pnpm start and the CI topology: 127.0.0.1; docker-compose: its private network).
    trustedProxies: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    paymentSecret: env.PAYMENT_SECRET ?? (production ? '' : `${jwtSecret}:sandbox-payment`),
    carrierRecognitionUrl: env.CARRIER_RECOGNITION_URL ?? '',
    carrierSecret: env.CARRIER_SECRET ?? (production ? '' : `${jwtSecret}:carrier`),
    gateways: gatewaysFrom(env),
    adminToken: env.ADMIN_TOKEN ?? '',
    healthSecret: env.HEALTH_SECRET ?? '',
    uploadMaxBytes: 5 * 1024 * 1024,
    artCacheDir: env.ART_CACHE_DIR ? path.resolve(env.ART_CACHE_DIR) : DEFAULT_ART_CACHE,
    uploadBucket: uploadBucketFrom(env),
    uploadQuota: { filesPerDay: 30, bytesPerUser: 50 * 1024 * 1024 },
    logger: false,
    migrate: true,
    databaseInBackground: false,
    clock: Date.now,
    testTools: !production && env.NODE_ENV === 'test',
    examAttemptsPerDay: Number(env.EXAM_ATTEMPTS_PER_DAY) >= 1 ? Math.floor(Number(env.EXAM_ATTEMPTS_PER_DAY)) : 3,
    affiliate: affiliateRulesFrom(env),
    ...overrides,
    rateLimits: { ...DEFAULT_RATE_LIMITS, ...overrides.rateLimits },
    jwtSecret,
    jwtKeys,
    dataDir: dir,
  };
  // development: the carrier simulator stands in for the carrier (only where /api/dev exists)
  if (config.devTools && env.CARRIER_RECOGNITION_URL === undefined && overrides.carrierRecognitionUrl === undefined) {
    config.carrierRecognitionUrl = DEV_CARRIER_URL;
  }
  const problems = productionProblems(config);
  if (problems.length) throw new Error(`Refusing to start in production mode:\n- ${problems.join('\n- ')}`);
  return config;
}
