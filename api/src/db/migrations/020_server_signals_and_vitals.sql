-- Server-side health and Web Vitals (issue 29 item 1, issue 31 item 4; docs/decisions/2026-11-27-server-signals-and-vitals.md).
-- remote_health and health_token_use learn the SSR service's kinds: 'ssr' (a page the version's server build
-- rendered: the server's attempts), 'ssr-render' (that render failed: the build would not load, or threw) and
-- 'ssr-5xx' (the page was answered 5xx). The SSR service reports them signed with HEALTH_SECRET, one nonce per render.
ALTER TABLE remote_health DROP CONSTRAINT remote_health_kind_check;
ALTER TABLE remote_health ADD CONSTRAINT remote_health_kind_check
  CHECK (kind IN ('load', 'remote-load', 'render', 'integrity', 'ssr', 'ssr-render', 'ssr-5xx'));
ALTER TABLE health_token_use DROP CONSTRAINT health_token_use_kind_check;
ALTER TABLE health_token_use ADD CONSTRAINT health_token_use_kind_check
  CHECK (kind IN ('load', 'remote-load', 'render', 'integrity', 'ssr', 'ssr-render', 'ssr-5xx'));

-- A page view's Web Vitals (web-vitals in the shell), for the remote version that owned the page: one row per
-- signed page-view token, version and metric (the first report stands), so a p75 is over page views, exactly.
-- LCP and INP in milliseconds, CLS unitless. Kept 2 days, as the token uses are.
CREATE TABLE remote_vitals (
  nonce text NOT NULL,
  remote text NOT NULL,
  version text NOT NULL,
  metric text NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
  value double precision NOT NULL CHECK (value >= 0),
  route text NOT NULL,
  visitor text NOT NULL,
  at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (nonce, remote, version, metric)
);
CREATE INDEX remote_vitals_version ON remote_vitals (remote, version, at);
CREATE INDEX remote_vitals_at ON remote_vitals (at);
