import { createTestApp, type TestApp } from '../../helpers/test-app';
import { client, type Call, type Res } from '../../helpers/client';
import { login, registerUser, type TestUser } from '../../helpers/users';

/**
 * Table-driven: for EVERY registered route, send malformed JSON, wrong top-level types, wrong field types (from the
 * route's own schema), missing required fields, huge strings and unknown ids. Never a 5xx, never a hang, always the
 * envelope with a message; definitely-invalid input must be a 4xx.
 */
let t: TestApp;
let call: Call;
let user: TestUser;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  default?: unknown;
  anyOf?: JsonSchema[];
  items?: JsonSchema;
  maxLength?: number;
  pattern?: string;
}
interface Route {
  method: string;
  url: string;
  schema?: { body?: JsonSchema; querystring?: JsonSchema; hide?: boolean };
}

const UNKNOWN_ID = 2_147_483_000;
const HUGE = 'x'.repeat(300_000);
const HUGE_QUERY = 'x'.repeat(6000);

let routes: Route[] = [];

beforeAll(async () => {
  t = await createTestApp('badinput', {
    rateLimits: { login: { max: 10_000, timeWindow: 60_000 }, otp: { max: 10_000, timeWindow: 60_000 }, forgot: { max: 10_000, timeWindow: 60_000 } },
  });
  call = client(t.app);
  user = await registerUser(call);
  routes = (t.app.routeTable as Route[]).filter((r) => !r.url.startsWith('/api/docs/') || r.url === '/api/docs/openapi.json');
});
afterAll(() => t?.close());

const concreteUrl = (url: string) =>
  url
    .replace('/uploads/put/*', '/uploads/put/users/1/a.png')
    .replace('/uploads/*', '/uploads/khong-co.png')
    .replace(':name', 'course-1.svg')
    .replace(/\*$/, 'x');

const hasBody = (m: string) => ['POST', 'PATCH', 'PUT', 'DELETE'].includes(m);
const types = (s: JsonSchema | undefined): string[] => (!s ? [] : s.anyOf ? s.anyOf.flatMap(types) : ([] as string[]).concat(s.type ?? []));

function wrongValue(s: JsonSchema): unknown {
  const ts = types(s);
  if (ts.includes('integer') || ts.includes('number')) return { not: 'a number' };
  if (ts.includes('boolean')) return { not: 'a boolean' };
  if (ts.includes('array')) return { not: 'an array' };
  if (ts.includes('string')) return { not: 'a string' };
  return undefined;
}

function expectEnvelope(r: Res, label: string) {
  if (r.statusCode >= 500) throw new Error(`${label} → ${r.statusCode} ${JSON.stringify(r.body)}`);
  const b = r.body as Partial<Res['body']> | null;
  if (typeof b?.status !== 'boolean' || !('data' in b) || typeof b.message !== 'string') {
    throw new Error(`${label}: not an envelope (${r.statusCode}) ${JSON.stringify(b).slice(0, 200)}`);
  }
}

function expect4xx(r: Res, label: string) {
  expectEnvelope(r, label);
  if (r.statusCode < 400 || r.statusCode >= 500)
    throw new Error(`${label}: expected a 4xx, got ${r.statusCode} ${JSON.stringify(r.body).slice(0, 200)}`);
  expect(r.body.status).toBe(false);
  expect(r.body.message.length).toBeGreaterThan(3);
}

// Calls that end the session: after one, sign in again so later routes are not just answering 401.
const SESSION_ENDERS = [
  '/api/user/logout.json',
  '/api/user/change_password.json',
  '/api/user/change_password_after_verify.json',
  '/api/user/refresh.json',
];

async function send(route: Route, opts: { body?: unknown; raw?: string; query?: Record<string, string | number>; contentType?: string }) {
  const res = await sendOnce(route, opts);
  if (SESSION_ENDERS.includes(route.url)) user.token = (await login(call, user.email, user.password)).body.data.token;
  return res;
}

async function sendOnce(route: Route, opts: { body?: unknown; raw?: string; query?: Record<string, string | number>; contentType?: string }) {
  const headers: Record<string, string> = { authorization: `Bearer ${user.token}` };
  if (opts.contentType) headers['content-type'] = opts.contentType;
  const res = await t.app.inject({
    method: route.method as 'GET',
    url: concreteUrl(route.url),
    headers,
    query: opts.query as never,
    ...(opts.raw !== undefined ? { payload: opts.raw } : opts.body !== undefined ? { payload: opts.body as never } : {}),
  });
  let body: Res['body'];
  try {
    body = res.json();
  } catch {
    body = { status: false, data: null, message: '' };
  }
  return { statusCode: res.statusCode, body, headers: res.headers, cookies: [] } as Res;
}

// Routes whose answer is not the JSON envelope on success (HTML / images / files; the edge's health probes,
// the carrier simulator's page) — still checked for no 5xx.
const NON_JSON_OK = [
  '/api/external/sandbox/checkout',
  '/uploads/demo/:name',
  '/uploads/art/:name',
  '/api/external/sandbox/complete',
  '/api/docs/openapi.json',
  '/health',
  '/ready',
  '/api/dev/carrier/recognize',
];

describe('bad input on every route', () => {
  it('covers every route of SPEC §7 and more', () => {
    expect(routes.length).toBeGreaterThan(60);
  });

  it('malformed JSON → 400 envelope on every route taking a body', async () => {
    for (const route of routes.filter((r) => hasBody(r.method) && r.url !== '/uploads/put/*')) {
      expect4xx(await send(route, { raw: '{"course_ids": [1,', contentType: 'application/json' }), `${route.method} ${route.url} malformed`);
    }
  });

  it('a wrong top-level body type (array, string, number) → 4xx on every route with a body schema', async () => {
    for (const route of routes.filter((r) => hasBody(r.method) && r.schema?.body)) {
      for (const raw of ['[1,2,3]', '"texto"', '42', 'null']) {
        const r = await send(route, { raw, contentType: 'application/json' });
        if (raw === 'null') expectEnvelope(r, `${route.method} ${route.url} null`);
        else expect4xx(r, `${route.method} ${route.url} body ${raw}`);
      }
    }
  });

  it("wrong field types → 4xx, field by field, from each route's schema", async () => {
    for (const route of routes) {
      const part = hasBody(route.method) && route.schema?.body ? 'body' : route.schema?.querystring ? 'querystring' : null;
      const schema = part === 'body' ? route.schema!.body! : route.schema?.querystring;
      for (const [name, prop] of Object.entries(schema?.properties ?? {})) {
        const wrong = wrongValue(prop);
        if (wrong === undefined) continue;
        if (part === 'body') {
          expect4xx(await send(route, { body: { [name]: wrong } }), `${route.method} ${route.url} body.${name}`);
        } else if (!types(prop).includes('string') || prop.pattern) {
          const q = types(prop).includes('boolean') ? 'khong-phai-bool' : types(prop).includes('string') ? '<>"\'' : 'abc';
          expect4xx(await send(route, { query: { [name]: q } }), `${route.method} ${route.url} ?${name}=${q}`);
        }
      }
    }
  });

  it('missing required fields → 4xx', async () => {
    // a field with a default is filled in, so it is not really required
    const required = (s: JsonSchema | undefined) => (s?.required ?? []).filter((n) => s?.properties?.[n]?.default === undefined);
    let checked = 0;
    for (const route of routes) {
      const body = hasBody(route.method) ? route.schema?.body : undefined;
      if (required(body).length) {
        expect4xx(await send(route, { body: {} }), `${route.method} ${route.url} {}`);
        expect4xx(await send(route, {}), `${route.method} ${route.url} no body`);
        checked++;
      }
      const qs = route.schema?.querystring;
      if (required(qs).length) {
        expect4xx(await send(route, {}), `${route.method} ${route.url} no query`);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });

  it('huge strings → 4xx (over maxLength or over the 1 MB body limit), never a 5xx', async () => {
    for (const route of routes) {
      const body = hasBody(route.method) ? route.schema?.body : undefined;
      for (const [name, prop] of Object.entries(body?.properties ?? {})) {
        if (types(prop).includes('string'))
          expect4xx(await send(route, { body: { [name]: HUGE } }), `${route.method} ${route.url} body.${name} huge`);
      }
      for (const [name, prop] of Object.entries(route.schema?.querystring?.properties ?? {})) {
        if (types(prop).includes('string'))
          expect4xx(await send(route, { query: { [name]: HUGE_QUERY } }), `${route.method} ${route.url} ?${name} huge`);
      }
      if (hasBody(route.method)) {
        const r = await send(route, { raw: JSON.stringify({ blob: 'y'.repeat(2 * 1024 * 1024) }), contentType: 'application/json' });
        expect4xx(r, `${route.method} ${route.url} 2 MB body`);
      }
    }
  });

  it('unknown ids → never a 5xx; lookups of one thing → 404', async () => {
    const idFields = /^(id|course_id|lesson_id|order_id|subject_id)$/;
    for (const route of routes) {
      const body = hasBody(route.method) ? route.schema?.body : undefined;
      const qs = route.schema?.querystring;
      const fill = (s: JsonSchema | undefined) =>
        Object.fromEntries(
          Object.entries(s?.properties ?? {})
            .filter(([n]) => idFields.test(n))
            .map(([n]) => [n, UNKNOWN_ID] as const),
        );
      const b = fill(body);
      const q = fill(qs);
      if (!Object.keys(b).length && !Object.keys(q).length) continue;
      const extra = body?.properties?.rate
        ? { rate: 5 }
        : body?.properties?.position
          ? { position: 1 }
          : body?.properties?.like
            ? { like: true }
            : {};
      const msg = body?.properties?.message ? { message: 'Video không chạy được' } : {};
      const r = await send(route, {
        body: Object.keys(b).length ? { ...b, ...extra, ...msg } : undefined,
        query: Object.keys(q).length ? q : undefined,
      });
      expectEnvelope(r, `${route.method} ${route.url} unknown id`);
    }
    const must404: Array<[string, string, Record<string, unknown> | undefined, Record<string, number> | undefined]> = [
      ['GET', '/api/user/course/details.json', undefined, { id: UNKNOWN_ID }],
      ['GET', '/api/user/lesson.json', undefined, { course_id: UNKNOWN_ID }],
      ['GET', '/api/user/lesson/details.json', undefined, { id: UNKNOWN_ID }],
      ['POST', '/api/user/lesson/data.json', { lesson_id: UNKNOWN_ID }, undefined],
      ['PATCH', '/api/user/lesson/learning_log.json', { lesson_id: UNKNOWN_ID, position: 1 }, undefined],
      ['POST', '/api/user/lesson/error.json', { lesson_id: UNKNOWN_ID, message: 'Lỗi video' }, undefined],
      ['POST', '/api/user/course/vote.json', { course_id: UNKNOWN_ID, rate: 4 }, undefined],
      ['POST', '/api/user/course/external_link.json', { course_id: UNKNOWN_ID }, undefined],
      ['PATCH', '/api/user/subject/like.json', { subject_id: UNKNOWN_ID }, undefined],
      ['GET', '/api/user/subject/details.json', undefined, { id: UNKNOWN_ID }],
      ['GET', '/api/user/order/details.json', undefined, { id: UNKNOWN_ID }],
      ['POST', '/api/user/order/payment.json', { order_id: UNKNOWN_ID }, undefined],
      ['POST', '/api/user/order.json', { course_ids: [UNKNOWN_ID] }, undefined],
      ['PATCH', '/api/user/cart.json', { course_id: UNKNOWN_ID }, undefined],
      ['POST', '/api/user/add_course.json', { course_id: UNKNOWN_ID }, undefined],
      ['GET', '/api/user/notification/details.json', undefined, { id: UNKNOWN_ID }],
      ['GET', '/api/user/post/details.json', undefined, { id: UNKNOWN_ID }],
      ['GET', '/api/user/support/details.json', undefined, { id: UNKNOWN_ID }],
      ['PATCH', '/api/user/support/like.json', { id: UNKNOWN_ID, like: true }, undefined],
      ['GET', '/api/user/promotion/details.json', undefined, { id: UNKNOWN_ID }],
      ['POST', '/api/user/order/active.json', { code: 'KHONG-TON-TAI' }, undefined],
      ['GET', '/restapi/page/getpagedata', undefined, { slug: 'khong-ton-tai' } as never],
      ['GET', '/api/user/teacher/details.json', undefined, { slug: 'khong-ton-tai' } as never],
      ['GET', '/api/user/tag.json', undefined, { slug: 'khong-ton-tai' } as never],
      ['GET', '/uploads/users/1/khong-co.png', undefined, undefined],
      ['GET', '/api/khong-co-route.json', undefined, undefined],
    ];
    for (const [method, url, body, query] of must404) {
      const r = await call(method, url, body, { token: user.token, query });
      expect4xx(r, `${method} ${url}`);
      if (r.statusCode !== 404) throw new Error(`${method} ${url}: expected 404, got ${r.statusCode} ${r.body.message}`);
    }
  });

  it('every route answers a plain request with the envelope (or its documented non-JSON type), never a 5xx', async () => {
    for (const route of routes) {
      const r = await send(route, {});
      if (NON_JSON_OK.includes(route.url)) {
        expect(r.statusCode).toBeLessThan(500);
        continue;
      }
      expectEnvelope(r, `${route.method} ${route.url}`);
    }
  });

  it('the upload PUT refuses unsigned, tampered and oversized bodies', async () => {
    const presign = await call(
      'POST',
      '/api/user/upload.json',
      { key: 'avatar.png', content_encoding: 'base64', content_type: 'image/png' },
      { token: user.token },
    );
    expect(presign.statusCode).toBe(200);
    const url = presign.body.data.url as string;
    const put = (u: string, payload: Buffer, type = 'image/png') =>
      t.app.inject({ method: 'PUT', url: u, payload, headers: { 'content-type': type } });
    expect((await put(url.replace(/sig=[^&]+/, 'sig=abc'), Buffer.from('x'))).statusCode).toBe(403);
    expect((await put(url.replace('avatar.png', 'other.png'), Buffer.from('x'))).statusCode).toBe(403);
    expect((await put(url, Buffer.from('x'), 'text/html')).statusCode).toBe(415);
    expect((await put(url, Buffer.alloc(t.app.config.uploadMaxBytes + 1))).statusCode).toBe(413);
    const bad = await call(
      'POST',
      '/api/user/upload.json',
      { key: 'a.png', content_encoding: 'utf8', content_type: 'image/png' },
      { token: user.token },
    );
    expect(bad.body.message).toMatch(/invalid content encoding!/);
    const exe = await call(
      'POST',
      '/api/user/upload.json',
      { key: 'a.exe', content_encoding: 'blob', content_type: 'application/x-msdownload' },
      { token: user.token },
    );
    expect(exe.statusCode).toBe(415);
    const trav = await call(
      'POST',
      '/api/user/upload.json',
      { key: '../../etc/passwd', content_encoding: 'blob', content_type: 'image/png' },
      { token: user.token },
    );
    expect(trav.statusCode).toBe(400);
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const okPut = await put(url, png);
    expect(okPut.statusCode).toBe(200);
    const got = await t.app.inject({ method: 'GET', url: presign.body.data.direct_url });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-type']).toBe('image/png');
    expect(got.rawPayload.equals(png)).toBe(true);
  });
});
