import { createTestApp, type TestApp } from '../../helpers/test-app';
import { strongSecret } from '../../helpers/secrets';

/**
 * Production on an empty database (no SEED_CONTENT: a real install before anyone has written a course): the audit
 * found /api/settings.json answering 500 ("disabledRecognition is required"). Every public call and every sitemap
 * file must answer without a 5xx — an empty list, a 404 or a 400, never a server error.
 */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}
interface Route {
  method: string;
  url: string;
  schema?: { querystring?: JsonSchema; body?: JsonSchema; hide?: boolean };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('empty_db', {
    production: true,
    devTools: false,
    sandboxPayments: false,
    seedDemoAccounts: false,
    otpInOutbox: false,
    testTools: false,
    seedContent: false,
    jwtSecret: strongSecret(),
    paymentSecret: strongSecret(),
  });
});
afterAll(() => t?.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const types = (s: JsonSchema): string[] => (s.anyOf ? s.anyOf.flatMap(types) : ([] as string[]).concat(s.type ?? []));

/** A plausible value for each field (the first enum / literal, 1 for numbers, a word for strings). */
function sample(s: JsonSchema): string {
  const literal = s.enum?.[0] ?? s.const ?? s.anyOf?.map((a) => a.const ?? a.enum?.[0]).find((v) => v !== undefined);
  if (literal !== undefined) return String(literal);
  const ts = types(s);
  if (ts.includes('integer') || ts.includes('number')) return '1';
  if (ts.includes('boolean')) return 'true';
  return 'vat-ly';
}

const concrete = (url: string) => url.replace('/uploads/*', '/uploads/khong-co.png').replace(':name', 'course-1.svg').replace(/\*$/, 'x');

describe('production on an empty database', () => {
  it('answers the settings the site reads at start, with defaults', async () => {
    const res = await get('/api/settings.json');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      disabledRecognition: 1,
      plausibleUrl: '',
      plausibleDomain: '',
      video: { head: '', after: '' },
      payment_methods: [],
    });
  });

  it('every sitemap file, and the pages it lists as the site resolves them, answer without a 5xx', async () => {
    const index = await get('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    const files = [...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const pages: string[] = [];
    for (const file of files) {
      const res = await get(file);
      expect({ file, status: res.statusCode }).toEqual({ file, status: 200 });
      pages.push(...[...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname));
    }
    // the site's own pages are listed even with no content (home, catalogue, news…)
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      const res = await t.app.inject({ method: 'GET', url: '/api/redirect.json', query: { path: decodeURIComponent(page) } });
      expect({ page, status: res.statusCode }).toEqual({ page, status: 200 });
    }
    expect((await get('/robots.txt')).statusCode).toBe(200);
  });

  it('every public call — each GET route with and without its parameters, each other route with an empty body — never answers 5xx', async () => {
    const routes = (t.app.routeTable as Route[]).filter((r) => !r.url.startsWith('/api/docs/'));
    expect(routes.length).toBeGreaterThan(60);
    const failures: string[] = [];
    for (const route of routes) {
      const url = concrete(route.url);
      const props = route.schema?.querystring?.properties ?? {};
      const query = Object.fromEntries(Object.entries(props).map(([name, s]) => [name, sample(s)]));
      const tries = route.method === 'GET' ? [{}, query] : [{ payload: {} }];
      for (const extra of tries) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url,
          ...(route.method === 'GET' ? { query: extra as Record<string, string> } : extra),
        });
        if (res.statusCode >= 500) failures.push(`${route.method} ${url} ${JSON.stringify(extra)} → ${res.statusCode} ${res.body.slice(0, 160)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});
