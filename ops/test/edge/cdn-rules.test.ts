import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CDN_RULES, cdnRuleFor, IMMUTABLE, PAGE_CACHE_CONTROL, PRIVATE_COOKIES } from '../../src/edge/cdn-rules';
import { renderCdnConf } from '../../src/edge/cdn-config';
import { cacheControl } from '../../src/edge/static-files';
import { SHARED_CACHE_CONTROL } from '../../src/ssr/ssr-handler';
import { ROOT } from '../../src/paths';

/**
 * The CDN rules as code (ops/src/edge/cdn-rules.ts) against everything that must say the same: the generated CDN
 * config (ops/nginx/cdn.conf), the edge's Cache-Control map (ops/nginx/edge.conf), the Node edge and the SSR
 * service's page header — then the generated config run by Debian's nginx in front of an origin that answers as the
 * rules say, to see what it stores. The production topology's e2e (e2e/tests/platform/cdn.spec.ts) does the same
 * through the real edge.
 */
const edgeConf = fs.readFileSync(path.join(ROOT, 'ops/nginx/edge.conf'), 'utf8');

/** The edge's `map $uri $edu_cache_by_uri`, evaluated as nginx does: exact strings first, then regexes in order. */
function edgeCacheControl(uri: string): string {
  const body = /map \$uri \$edu_cache_by_uri \{\n([\s\S]*?)\n\}/.exec(edgeConf)![1]!;
  const entries = body
    .split('\n')
    .map((line) => /^\s*(?:"([^"]+)"|(\S+))\s+"([^"]*)";/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ key: m[1] ?? m[2]!, value: m[3]! }));
  const exact = entries.find((e) => !e.key.startsWith('~') && e.key !== 'default' && e.key === uri);
  if (exact) return exact.value;
  const regex = entries.find((e) => e.key.startsWith('~') && new RegExp(e.key.replace(/^~\*?/, ''), e.key.startsWith('~*') ? 'i' : '').test(uri));
  return (regex ?? entries.find((e) => e.key === 'default')!).value;
}

describe('the CDN rules and the configs that apply them', () => {
  it('ops/nginx/cdn.conf is what the rules generate (ops/src/cli/cdn-config.ts rewrites it)', () => {
    expect(fs.readFileSync(path.join(ROOT, 'ops/nginx/cdn.conf'), 'utf8')).toBe(renderCdnConf());
  });

  it.each(CDN_RULES.flatMap((rule) => rule.examples.map((example) => [rule.name, example] as const)))(
    'rule %s: %s is decided by it (the first rule that matches)',
    (name, example) => expect(cdnRuleFor(example).name).toBe(name),
  );

  const served = CDN_RULES.filter((r) => r.cdn === 'keep' && r.name !== 'page');
  it.each(served.flatMap((rule) => rule.examples.map((example) => [rule.name, example, rule.edge] as const)))(
    'rule %s: the nginx edge sends what it says for %s',
    (_name, example, expected) => expect(edgeCacheControl(example)).toBe(expected),
  );

  it('the Node edge sends the same on remote versions, hashed assets, entry points and the registry', () => {
    for (const name of ['remote-version', 'hashed-asset', 'entry-point', 'registry']) {
      for (const example of CDN_RULES.find((r) => r.name === name)!.examples) {
        const file = example.startsWith('/remotes/') || example === '/registry.json' ? example : `/srv/deploy/shell${example}`;
        expect([example, cacheControl(file)]).toEqual([example, cdnRuleFor(example).edge]);
      }
    }
  });

  it("an anonymous page's header is the SSR service's; immutable is a year", () => {
    expect(PAGE_CACHE_CONTROL).toBe(SHARED_CACHE_CONTROL);
    // the edge pins exactly these pages to the end of their second for nginx-based caches (X-Accel-Expires)
    expect(edgeConf).toContain(`"~^${PAGE_CACHE_CONTROL}$" "@$edu_this_second";`);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });
});

const NGINX = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : null;
const run = NGINX || process.env.CI ? describe : describe.skip;

interface Seen {
  status: number;
  cache: string | null;
}

run('the generated config in Debian nginx, in front of an origin that answers as the rules say', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cdn-rules-'));
  const hits = new Map<string, number>();
  const codings: string[] = [];
  let origin: http.Server;
  let nginx: ChildProcess;
  let cdn = '';

  /** Answers each path with the rule's Cache-Control; `?answer=` asks for a private, cookie-setting or varying one. */
  const handler: http.RequestListener = (req, res) => {
    const url = new URL(req.url!, 'http://origin');
    hits.set(req.url!, (hits.get(req.url!) ?? 0) + 1);
    codings.push(`${url.pathname} ${req.headers['accept-encoding'] ?? ''}`);
    const rule = cdnRuleFor(url.pathname);
    const headers: http.OutgoingHttpHeaders = { 'Content-Type': 'text/plain', Vary: 'Accept-Encoding' };
    // a `pass` path answered as if it were public: the CDN must not store it all the same
    headers['Cache-Control'] = rule.edge ?? 'public, max-age=60';
    const answer = url.searchParams.get('answer');
    if (answer === 'set-cookie') headers['Set-Cookie'] = 'rt=secret; HttpOnly';
    if (answer === 'private') headers['Cache-Control'] = 'private, no-store';
    if (answer === 'vary-cookie') headers.Vary = 'Accept-Encoding, Cookie';
    res.writeHead(200, headers).end(`body of ${req.url} for ${req.headers.cookie ?? 'nobody'}`);
  };

  /** node:http, not fetch: the request carries exactly these headers (fetch adds its own Accept-Encoding). */
  const get = (pathAndQuery: string, headers: Record<string, string> = {}): Promise<Seen> =>
    new Promise((resolve, reject) => {
      http
        .get(`${cdn}${pathAndQuery}`, { headers }, (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode!, cache: (res.headers['x-cache'] as string | undefined) ?? null }));
        })
        .on('error', reject);
    });
  /** Asked twice: how many of the two reached the origin. */
  const twice = async (pathAndQuery: string, headers: Record<string, string> = {}) => {
    await get(pathAndQuery, headers);
    await get(pathAndQuery, headers);
    return hits.get(pathAndQuery) ?? 0;
  };

  beforeAll(async () => {
    origin = http.createServer(handler);
    await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
    const originPort = (origin.address() as net.AddressInfo).port;
    const cdnPort = await new Promise<number>((resolve) => {
      const probe = http.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    fs.chmodSync(dir, 0o755); // nginx's workers run as nobody
    fs.mkdirSync(path.join(dir, 'tmp'), { mode: 0o777 });
    fs.chmodSync(path.join(dir, 'tmp'), 0o777);
    fs.writeFileSync(
      path.join(dir, 'cdn.conf'),
      renderCdnConf({
        listen: `127.0.0.1:${cdnPort}`,
        origin: `127.0.0.1:${originPort}`,
        cacheDir: path.join(dir, 'cache'),
        accessLog: path.join(dir, 'access.log'),
      }),
    );
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log;
events {}
http {
  client_body_temp_path ${dir}/tmp; proxy_temp_path ${dir}/tmp; fastcgi_temp_path ${dir}/tmp; uwsgi_temp_path ${dir}/tmp; scgi_temp_path ${dir}/tmp;
  include ${dir}/cdn.conf;
}
`,
    );
    expect(spawnSync(NGINX!, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf')], { encoding: 'utf8' }).stderr).toBe('');
    nginx = spawn(NGINX!, ['-p', dir, '-c', path.join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'inherit'] });
    cdn = `http://127.0.0.1:${cdnPort}`;
    for (let i = 0; i < 100; i += 1) {
      if (
        await get('/ready-probe').then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('the CDN stand-in did not start');
  });

  afterAll(async () => {
    nginx?.kill('SIGTERM');
    await new Promise<void>((r) => origin?.close(() => r()));
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it.each(CDN_RULES.flatMap((rule) => rule.examples.map((example) => [rule.name, rule.cdn, rule.edge, example] as const)))(
    'rule %s (%s, %s): %s',
    async (_name, cdnBehaviour, edge, example) => {
      // kept: the second request is answered from the store; never stored or no-cache: both reach the origin
      const stored = cdnBehaviour === 'keep' && edge !== 'no-cache';
      expect(await twice(example)).toBe(stored ? 1 : 2);
    },
  );

  it("never stores a visitor's own request or a private answer, whatever the origin's Cache-Control says", async () => {
    const page = (tag: string) => `/tin-tuc?probe=${tag}`;
    expect(await twice(page('anonymous'))).toBe(1); // the control: the same page, anonymous, is stored
    // the page for a browser with the web font cached is another entry (the SSR serves the two: html-document.ts)
    expect(await twice(page('anonymous'), { Cookie: 'edu_font=1' })).toBe(2);
    expect(await twice(page('authorization'), { Authorization: 'Bearer a.b.c' })).toBe(2);
    for (const cookie of PRIVATE_COOKIES) expect([cookie, await twice(page(cookie), { Cookie: `up=1; ${cookie}=x` })]).toEqual([cookie, 2]);
    expect(await twice(`${page('set-cookie')}&answer=set-cookie`)).toBe(2);
    expect(await twice(`${page('private')}&answer=private`)).toBe(2);
    expect(await twice(`${page('vary')}&answer=vary-cookie`)).toBe(2);
    // a cookie the rules do not name does not make a page private (the SSR service decides by its own)
    expect(await twice(page('other-cookie'), { Cookie: 'up=campaign' })).toBe(1);
    // files the edge serves from the bucket or disk never read the visitor: a signed-in visitor's are shared
    const signedIn = { Cookie: `${PRIVATE_COOKIES[0]}=x`, Authorization: 'Bearer a.b.c' };
    for (const rule of CDN_RULES.filter((r) => !r.perVisitor)) {
      const file = `${rule.examples[0]!}?signed-in`;
      expect([rule.name, await twice(file, signedIn)]).toEqual([rule.name, rule.edge === 'no-cache' ? 2 : 1]);
    }

    const keys: string[] = [];
    const walk = (d: string) => {
      for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
        const file = path.join(d, entry.name);
        if (entry.isDirectory()) walk(file);
        else keys.push(/\nKEY: ([^\n]*)\n/.exec(fs.readFileSync(file).toString('latin1'))?.[1] ?? file);
      }
    };
    walk(path.join(dir, 'cache'));
    expect(keys).toContain(`${page('anonymous')}||`);
    expect(keys).toContain(`${page('anonymous')}||1`);
    for (const tag of ['authorization', ...PRIVATE_COOKIES, 'set-cookie', 'private', 'vary']) {
      expect(keys.filter((k) => k.includes(`probe=${tag}`))).toEqual([]);
    }
    expect(keys.filter((k) => /^\/(api|restapi|uploads|ops|edu-uploads|registry\/events|sitemap|robots)/.test(k))).toEqual([]);
  });

  it('varies by the coding alone: br, gzip or none, each stored once and asked of the origin as that', async () => {
    const asset = '/remotes/mf_content/9.9.9/vary.js';
    for (const accept of ['gzip, deflate, br, zstd', 'br', 'gzip, deflate', 'identity']) await get(asset, { 'Accept-Encoding': accept });
    for (const accept of ['br;q=1, gzip', 'deflate, gzip', null]) {
      expect((await get(asset, accept === null ? {} : { 'Accept-Encoding': accept })).cache).toBe('HIT');
    }
    expect(codings.filter((c) => c.startsWith(`${asset} `))).toEqual([`${asset} br`, `${asset} gzip`, `${asset} `]);
  });
});
