import fs from 'node:fs';
import path from 'node:path';
import { ALL_ROUTES } from '../../helpers/all-routes';
import { createTestApp, type TestApp } from '../../helpers/test-app';

/**
 * Routes live where their URLs say (fastify/demo's layout, loaded by @fastify/autoload): the folder is the URL
 * prefix (routes/api/user → /api/user) and the file is named by the next segment, `_` written `-`
 * (my_course.json → my-course.ts, course/details.json → course.ts). A newcomer finds any call's code from its URL.
 */
const ROOT = path.join(__dirname, '../../../src/routes');
const DECLARED = /\b(?:app|scope)\.(get|post|put|patch|delete)(?:<[^>]*>)?\(\s*'([^']+)'|\burl:\s*'([^']+)'/g;

function routeFiles(dir = ROOT): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? routeFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

/** Where a URL's code must be: the file its first segment after the folder prefix names. */
export function fileFor(prefix: string, url: string): string {
  // a parameter inside the segment ('/sitemap-:name.xml') belongs to the file of the words before it
  const segment = url
    .split('/')[1]!
    .replace(/-:.*$/, '')
    .replace(/\.(json|xml|txt)$/, '')
    .replace(/_/g, '-');
  return path.join(prefix, `${segment}.ts`);
}

const declared = routeFiles().flatMap((file) => {
  const rel = path.relative(ROOT, file);
  const prefix = path.dirname(rel) === '.' ? '' : `/${path.dirname(rel)}`;
  return [...fs.readFileSync(file, 'utf8').matchAll(DECLARED)].map((m) => ({ file: rel, prefix, url: m[2] ?? m[3]! }));
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp('route-files', ALL_ROUTES);
});
afterAll(() => t?.close());

describe('route files', () => {
  it('every route is declared in the file its URL names', () => {
    const misplaced = declared.filter((d) => fileFor(path.dirname(d.file) === '.' ? '' : path.dirname(d.file), d.url) !== d.file);
    expect(misplaced).toEqual([]);
    expect(declared.length).toBeGreaterThan(70);
  });

  it('every served route comes from a route file (nothing registered elsewhere)', () => {
    const known = new Set(declared.map((d) => `${d.prefix}${d.url}`));
    // the docs plugin's pages and CORS's preflight (OPTIONS *) are the only routes not written here
    const served = [...new Set(t.app.routeTable.filter((r) => r.method !== 'OPTIONS').map((r) => r.url))].filter((u) => !u.startsWith('/api/docs'));
    expect(served.filter((u) => !known.has(u))).toEqual([]);
  });

  it('names the file from the prefix and the first segment', () => {
    const cases = [
      ['', '/health', 'health.ts'],
      ['api/user', '/my_course.json', 'api/user/my-course.ts'],
      ['api/user', '/course/details.json', 'api/user/course.ts'],
      ['restapi', '/page/getpagedata', 'restapi/page.ts'],
      ['', '/sitemap.xml', 'sitemap.ts'],
      ['', '/sitemap-:name.xml', 'sitemap.ts'],
    ];
    expect(cases.map(([prefix, url]) => fileFor(prefix!, url!))).toEqual(cases.map((c) => c[2]));
  });
});
