-- One-use tokens (the forgot-password verify_token, the change-e-mail link): a token's id is recorded
-- when it is spent, so a second use is refused. Rows can go once the token has expired anyway.
CREATE TABLE used_tokens (
  jti text PRIMARY KEY,
  expires_at timestamptz NOT NULL,
  used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX used_tokens_expires_idx ON used_tokens (expires_at);
