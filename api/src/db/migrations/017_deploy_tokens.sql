-- Deploy tokens (docs/operations.md "Who may deploy"): who may publish, promote, roll back or canary which remotes.
-- A token reads edu_<id>_<secret>; only the secret's SHA-256 is kept. Each has an expiry (90 days unless asked),
-- may be revoked, and records when it was last used. Minting one is an INSERT here: it needs this database's
-- rights, not write access to a folder.
CREATE TABLE deploy_tokens (
  id text PRIMARY KEY CHECK (id ~ '^[0-9a-f]{8}$'),
  owner text NOT NULL CHECK (owner <> ''),
  remotes text[] NOT NULL CHECK (cardinality(remotes) > 0),
  hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  last_used_at timestamptz
);

-- The ops console's sign-ins: the cookie holds a random secret whose hash is the id here; signing out (or
-- revoking the token) ends the session on the server. `flash` is the one success message the console set
-- itself after a change (a code from its own table and the facts), shown once.
CREATE TABLE ops_console_sessions (
  id text PRIMARY KEY,
  token_id text NOT NULL REFERENCES deploy_tokens (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz,
  flash jsonb
);
CREATE INDEX ops_console_sessions_expires ON ops_console_sessions (expires_at);
