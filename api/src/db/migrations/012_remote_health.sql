-- How each remote version fares in browsers, per minute (ops status, canary judgement): successful loads
-- (sampled, counted with their weight), load failures, render errors caught by the error boundary,
-- integrity refusals. Counts only: a remote, its version, the first segment of the page's path — nothing
-- about the visitor. Kept 7 days.
CREATE TABLE remote_health (
  minute timestamptz NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  route text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('load', 'remote-load', 'render', 'integrity')),
  count integer NOT NULL CHECK (count >= 0),
  PRIMARY KEY (remote, version, minute, route, kind)
);
CREATE INDEX remote_health_minute ON remote_health (minute);
