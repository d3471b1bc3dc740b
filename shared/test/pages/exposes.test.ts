import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '../../src/platform/remotes';
import { exposesOf, requiredExposes, ROUTES } from '../../src/pages';

/**
 * A page is declared once, by its route: the route makes it an expose of its remote, and its file must be
 * there. Every file in a remote's src/exposes is exposed (no page left behind without a route).
 */
const ROOT = path.resolve(__dirname, '../../..');
const kebab = (n: string) => n.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
const exposeFiles = (dir: string) =>
  fs
    .readdirSync(path.join(ROOT, dir, 'src/exposes'))
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f))
    .map((f) => f.replace(/\.tsx?$/, ''))
    .sort();

describe('a page in one place: the route table feeds the exposes', () => {
  it.each(REMOTES.map((r) => [r.name, r] as const))('%s exposes exactly the files in its src/exposes', (_name, remote) => {
    expect(exposesOf(remote).map(kebab).sort()).toEqual(exposeFiles(remote.dir));
  });

  it('a routed page is an expose of its remote without being listed anywhere else', () => {
    for (const { page } of ROUTES) {
      if (typeof page === 'string') continue;
      const remote = REMOTES.find((r) => r.name === page.remote)!;
      expect((remote.exposes as readonly string[]).includes(page.expose)).toBe(false);
      expect(exposesOf(remote)).toContain(page.expose);
    }
  });

  it('a new route adds its page to what the publish gate requires of that remote', () => {
    const before = requiredExposes().mf_content;
    ROUTES.push({ path: '/thu-nghiem', layout: 'default', page: { remote: 'mf_content', expose: 'TrialPage' } });
    try {
      expect(requiredExposes().mf_content.sort()).toEqual([...before, 'TrialPage'].sort());
      expect(exposesOf(REMOTES.find((r) => r.name === 'mf_content')!)).toContain('TrialPage');
    } finally {
      ROUTES.pop();
    }
  });

  it('keeps the extra exposes (parcels, pages without a route) after the routed ones, once each', () => {
    const catalogue = REMOTES.find((r) => r.name === 'mf_catalogue')!;
    const all = exposesOf(catalogue);
    expect(all.at(-1)).toBe('RelatedCoursesParcel');
    expect(new Set(all).size).toBe(all.length);
  });
});
