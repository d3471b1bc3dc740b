-- Signed health (docs/decisions/2026-11-27-signed-health.md): each page view's token counts once per remote
-- version and kind of beacon. A beacon is counted in remote_health only when its row here is new (INSERT … ON
-- CONFLICT DO NOTHING). `visitor` is a hash of the client's address under a key that changes every day: distinct
-- visitors per version, never an address. Kept 2 days (the admin report reads at most 24 h).
CREATE TABLE health_token_use (
  nonce text NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('load', 'remote-load', 'render', 'integrity')),
  visitor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (nonce, remote, version, kind)
);
CREATE INDEX health_token_use_at ON health_token_use (at);
CREATE INDEX health_token_use_version ON health_token_use (remote, version, at);
