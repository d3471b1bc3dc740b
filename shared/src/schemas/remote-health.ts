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
    visitors: Type.Integer({ description: 'distinct visitors (a daily-keyed hash of their address) behind the counted beacons' }),
    series: Type.Optional(
      Type.Array(
        Type.Object(
          {
            at: Type.String({ format: 'date-time', description: 'start of the bucket' }),
            loads: Type.Integer(),
            errors: Type.Integer({ description: 'load, render and integrity errors' }),
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
