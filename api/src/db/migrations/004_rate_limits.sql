-- Rate limits and sign-in back-off live in the database, so every API replica counts the same attempts.
-- rate_limits: a fixed window per key (hits since the window opened; the window closes at reset_at).
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_idx ON rate_limits (reset_at);
-- auth_backoff: consecutive failed sign-ins of one account (canonical identifier), and until when it is locked.
CREATE TABLE auth_backoff (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  locked_until timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
