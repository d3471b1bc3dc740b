/**
 * The CDN stand-in's nginx config from ./cdn-rules.ts: ops/nginx/cdn.conf (ops/src/cli/cdn-config.ts writes it; CI's
 * production topology renders it with its own ports and folders). It keeps what the edge's Cache-Control says,
 * like any CDN, and adds the rules' refusals: the `pass` paths, a visitor's own requests (Authorization, a private
 * cookie), answers that set a cookie or vary on more than the coding.
 */
import { CDN_RULES, PRIVATE_COOKIES, VARY } from './cdn-rules';

export interface CdnConfOptions {
  /** nginx's `listen` argument. */
  listen: string;
  /** The edge, host:port. */
  origin: string;
  cacheDir: string;
  accessLog: string;
}

export const CDN_CONF_DEFAULTS: CdnConfOptions = {
  listen: '8080',
  origin: 'edge:3000',
  cacheDir: '/var/cache/nginx/cdn',
  accessLog: '/var/log/nginx/cdn-access.log',
};

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function renderCdnConf(options: CdnConfOptions = CDN_CONF_DEFAULTS): string {
  const width = Math.max(...CDN_RULES.map((r) => r.name.length));
  const ruleLines = CDN_RULES.map(
    (r) =>
      `#   ${r.name.padEnd(width)}  ${r.cdn === 'pass' ? 'never stored' : `kept as the edge says: ${r.edge}`} — ${r.why}\n#   ${' '.repeat(width)}  ${r.path}`,
  );
  const passPaths = CDN_RULES.filter((r) => r.cdn === 'pass').map((r) => `  "~${r.path}" 1;`);
  // the first rule decides, as in cdnRuleFor: each rule's own answer, in order
  const perVisitorPaths = CDN_RULES.map((r) => `  "~${r.path}" ${r.perVisitor ? 1 : 0};`);
  const cookies = PRIVATE_COOKIES.map(escapeRegex).join('|');
  const vary = VARY.map((v) => v.toLowerCase()).join('|');
  return `# GENERATED from ops/src/edge/cdn-rules.ts by ops/src/cli/cdn-config.ts: edit the rules, not this file
# (ops/test/edge/cdn-rules.test.ts fails when the two differ). docs/cdn.md says how to apply them to a CDN.
#
# A caching proxy standing in for the CDN in front of the edge (CI's production topology runs it with Debian's
# nginx): it keeps what the edge's Cache-Control says, as a CDN does, and never a visitor's own answer.
# Rules, the first whose path matches:
${ruleLines.join('\n')}
# Never stored, whatever the answer says: a request with Authorization or a cookie of ${PRIVATE_COOKIES.join(', ')}
# to a path whose answer may differ per visitor (pages; not the files the edge serves from the bucket or disk);
# an answer with Set-Cookie, 'private' or 'no-store', or a Vary beyond ${VARY.join(', ')}. No purge: what moves
# (the registry) is never stored, what is stored never changes or lives a second.

proxy_cache_path ${options.cacheDir} levels=1:2 keys_zone=edu_cdn:10m max_size=5g inactive=30d use_temp_path=off;

upstream edu_cdn_origin {
  server ${options.origin};
  keepalive 16;
}

map $uri $edu_cdn_pass_path {
${passPaths.join('\n')}
  default 0;
}
map $uri $edu_cdn_per_visitor_path {
${perVisitorPaths.join('\n')}
}
map $http_cookie $edu_cdn_private_cookie {
  "~(^|;)\\s*(${cookies})=" 1;
  default 0;
}
# a visitor's own request: to such a path, with a private cookie or Authorization
map "$edu_cdn_per_visitor_path:$edu_cdn_private_cookie:$http_authorization" $edu_cdn_private_request {
  "~^1:1:" 1;
  "~^1:0:." 1;
  default 0;
}
# Vary: the coding, reduced to br, gzip or none, is part of the key and what the edge is asked for
map $http_accept_encoding $edu_cdn_encoding {
  "~*(^|[\\s,])br($|[\\s,;])" br;
  "~*(^|[\\s,])gzip($|[\\s,;])" gzip;
  default "";
}
map $upstream_http_vary $edu_cdn_vary_other {
  "" 0;
  "~*^\\s*(${vary})\\s*(,\\s*(${vary})\\s*)*$" 0;
  default 1;
}

server {
  listen ${options.listen};
  server_tokens off;
  access_log ${options.accessLog} combined;

  location / {
    proxy_pass http://edu_cdn_origin;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header Accept-Encoding $edu_cdn_encoding;
    proxy_cache edu_cdn;
    proxy_cache_key "$request_uri|$edu_cdn_encoding|$cookie_edu_font";
    proxy_cache_bypass $edu_cdn_pass_path $edu_cdn_private_request;
    proxy_no_cache $edu_cdn_pass_path $edu_cdn_private_request $upstream_http_set_cookie $edu_cdn_vary_other;
    # the key carries the coding and the edu_font cookie (a page with or without the web font: the SSR serves both,
    # docs/decisions/2026-11-27-web-font-after-the-app.md); any other Vary is refused by proxy_no_cache
    proxy_ignore_headers Vary;
    proxy_cache_revalidate on;
    proxy_cache_lock on;
    proxy_cache_lock_timeout 2s;
    proxy_cache_background_update on;
    proxy_cache_use_stale updating error timeout http_500 http_502 http_503 http_504;
    add_header X-Cache $upstream_cache_status always;
  }
  location = /registry/events {
    proxy_pass http://edu_cdn_origin;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_buffering off;
    proxy_read_timeout 1h;
  }
}
`;
}
