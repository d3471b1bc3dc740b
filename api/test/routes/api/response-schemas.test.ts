import { ALL_ROUTES } from '../../helpers/all-routes';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Every JSON route says what it answers (SPEC §7 envelope around a real schema), so the OpenAPI document, the
 * serializer and the clients' types (derived from the same schemas in @edu/shared/schemas) agree. A schema
 * that accepts anything is allowed only where the body is free-form by design, each listed here with its reason.
 */
const FREE_FORM: Record<string, string> = {
  'GET /restapi/page/getpagedata /data/page/data': 'each content type (SPEC §3) keeps its own settings',
  'ANY /data': "an error answer's details (field errors, limits) differ per error",
};

/** Paths inside a schema where anything is accepted ({} or Type.Unknown / Type.Any). */
function openPlaces(schema: unknown, at = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const s = schema as Record<string, unknown>;
  const keys = Object.keys(s).filter((k) => !['description', 'title', 'default', 'examples', '$id'].includes(k));
  if (keys.length === 0) return [at || '/'];
  const out: string[] = [];
  for (const [k, v] of Object.entries(s.properties ?? {})) out.push(...openPlaces(v, `${at}/${k}`));
  if (s.items) out.push(...openPlaces(s.items, `${at}/[]`));
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) for (const v of (s[key] as unknown[] | undefined) ?? []) out.push(...openPlaces(v, at));
  for (const v of Object.values((s.patternProperties as Record<string, unknown> | undefined) ?? {})) out.push(...openPlaces(v, at));
  return out;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('response-schemas', ALL_ROUTES);
});
afterAll(() => t?.close());

const jsonRoutes = () => t.app.routeTable.filter((r) => /\.json$|^\/restapi\//.test(r.url) && !r.url.startsWith('/api/docs'));

describe('response schemas', () => {
  it('every JSON route has a schema for its success (200, or 204 where the caller wants no body: MoMo’s IPN)', () => {
    const missing = jsonRoutes().filter((r) => {
      const response = (r.schema as { response?: Record<string, unknown> } | undefined)?.response;
      return !response?.[200] && !response?.[204];
    });
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(jsonRoutes().length).toBeGreaterThan(70);
  });

  it('no answer accepts anything except where the body is free-form by design', () => {
    const open = jsonRoutes().flatMap((r) => {
      const response = (r.schema as { response: Record<string, unknown> }).response;
      return Object.entries(response).flatMap(([code, schema]) =>
        openPlaces(schema).map((place) => (code === '200' ? `${r.method} ${r.url} ${place}` : `ANY ${place}`)),
      );
    });
    expect([...new Set(open)].filter((p) => !FREE_FORM[p])).toEqual([]);
  });

  it('the check is live: an open schema is found', () => {
    expect(openPlaces({ type: 'object', properties: { a: { type: 'string' }, b: {}, c: { type: 'array', items: {} } } })).toEqual(['/b', '/c/[]']);
  });
});
