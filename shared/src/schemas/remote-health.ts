import { Type, type Static } from '@sinclair/typebox';

/** How one remote version fared in browsers over the last minutes (GET /api/admin/remote_health.json; `pnpm ops status`). */
export const RemoteVersionHealth = Type.Object(
  {
    remote: Type.String(),
    version: Type.String(),
    loads: Type.Integer({ description: 'page views that loaded it: one per signed health token, exact' }),
    load_errors: Type.Integer(),
    render_errors: Type.Integer(),
    integrity_errors: Type.Integer(),
    error_rate: Type.Number({ description: 'errors / (loads + load errors + integrity refusals), 0–1' }),
    visitors: Type.Integer({ description: 'distinct visitors (a daily-keyed hash of their address) behind the counted beacons and server renders' }),
    ssr_renders: Type.Integer({ description: "pages the SSR service rendered with this version's server build: exact" }),
    ssr_render_errors: Type.Integer({ description: 'of those, renders that failed (the server build would not load, or threw)' }),
    ssr_5xx: Type.Integer({ description: 'of those, pages answered with a 5xx status' }),
    ssr_error_rate: Type.Number({ description: '(server render errors + 5xx) / server renders, 0–1' }),
    lcp_p75: Type.Union([Type.Number(), Type.Null()], { description: 'LCP 75th percentile over page views (ms); null without any' }),
    lcp_samples: Type.Integer({ description: 'page views that reported LCP' }),
    inp_p75: Type.Union([Type.Number(), Type.Null()], { description: 'INP 75th percentile over page views (ms); null without any' }),
    inp_samples: Type.Integer({ description: 'page views that reported INP' }),
    cls_p75: Type.Union([Type.Number(), Type.Null()], { description: 'CLS 75th percentile over page views (unitless); null without any' }),
    cls_samples: Type.Integer({ description: 'page views that reported CLS' }),
    series: Type.Optional(
      Type.Array(
        Type.Object(
          {
            at: Type.String({ format: 'date-time', description: 'start of the bucket' }),
            loads: Type.Integer(),
            errors: Type.Integer({ description: 'load, render and integrity errors, in browsers and on the server' }),
          },
          { additionalProperties: false },
        ),
        { description: 'with ?step=N: the counts per N minutes, oldest first; buckets without traffic left out' },
      ),
    ),
  },
  { additionalProperties: false },
);
export type RemoteVersionHealth = Static<typeof RemoteVersionHealth>;

export const RemoteHealthReport = Type.Object(
  { minutes: Type.Integer(), versions: Type.Array(RemoteVersionHealth) },
  { additionalProperties: false },
);
export type RemoteHealthReport = Static<typeof RemoteHealthReport>;

/**
 * "This remote loaded", with the page view's signed health token. `weight` (1 / a sampling rate) is what shells
 * before signed health sent: still accepted, never read — every beacon counts once at most.
 */
export const RemoteLoadBeacon = Type.Object({
  remote: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }),
  version: Type.String({ minLength: 1, maxLength: 64 }),
  page: Type.Optional(Type.String({ maxLength: 500 })),
  weight: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  token: Type.Optional(Type.String({ maxLength: 4096 })),
});
export type RemoteLoadBeacon = Static<typeof RemoteLoadBeacon>;

/**
 * What the SSR service reports about its own renders (POST /api/telemetry/server-signals.json): `payload` is the JSON
 * of {@link ServerSignalBatch}, `signature` its HMAC-SHA256 under HEALTH_SECRET (base64url). Unsigned: counted never.
 */
export const SignedServerSignals = Type.Object({
  payload: Type.String({ minLength: 2, maxLength: 262_144 }),
  signature: Type.String({ minLength: 16, maxLength: 128 }),
});
export type SignedServerSignals = Static<typeof SignedServerSignals>;

export const ServerSignal = Type.Object(
  {
    /** One per render: what "once" is counted against. */
    nonce: Type.String({ minLength: 16, maxLength: 64 }),
    remote: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }),
    version: Type.String({ minLength: 1, maxLength: 64 }),
    kind: Type.Union([Type.Literal('ssr'), Type.Literal('ssr-render'), Type.Literal('ssr-5xx')]),
    /** The visitor's address as the SSR service saw it: hashed by the API like a beacon's, never kept. */
    ip: Type.String({ minLength: 1, maxLength: 64 }),
    page: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type ServerSignal = Static<typeof ServerSignal>;

export const ServerSignalBatch = Type.Object(
  { at: Type.Integer({ description: 'when the batch was signed, ms since the epoch' }), signals: Type.Array(ServerSignal, { maxItems: 1000 }) },
  { additionalProperties: false },
);
export type ServerSignalBatch = Static<typeof ServerSignalBatch>;

/**
 * A page view's Web Vitals (web-vitals in the shell) for the remote version that owns the page, with the page view's
 * signed health token; without a valid one nothing is kept. The last report of a page view stands.
 */
export const VitalsBeacon = Type.Object({
  remote: Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z][a-z0-9_]*$' }),
  version: Type.String({ minLength: 1, maxLength: 64 }),
  page: Type.Optional(Type.String({ maxLength: 500 })),
  token: Type.Optional(Type.String({ maxLength: 4096 })),
  LCP: Type.Optional(Type.Number({ minimum: 0, maximum: 600_000, description: 'largest contentful paint, ms' })),
  INP: Type.Optional(Type.Number({ minimum: 0, maximum: 600_000, description: 'interaction to next paint, ms' })),
  CLS: Type.Optional(Type.Number({ minimum: 0, maximum: 1000, description: 'cumulative layout shift' })),
});
export type VitalsBeacon = Static<typeof VitalsBeacon>;
