import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@edu/shared/platform';
import { ROOT } from '../src/paths';

/**
 * The design system's components live once, in @edu/ui: no remote keeps its own pagination, error / empty state,
 * breadcrumb, rich text or sized image again, and every remote takes its UI from the design system.
 */
const COMPONENTS = ['pagination', 'error-state', 'empty-state', 'breadcrumb', 'rich-text', 'sized-image'];

const files = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full) : /\.tsx?$/.test(e.name) ? [full] : [];
  });

describe('one design system', () => {
  it.each(REMOTES.map((r) => r.dir))('%s keeps no copy of a design-system component and imports @edu/ui', (dir) => {
    const sources = files(path.join(ROOT, dir, 'src'));
    const copies = sources.filter((f) => COMPONENTS.includes(path.basename(f).replace(/(\.test)?\.tsx?$/, '')));
    expect(copies.map((f) => path.relative(ROOT, f))).toEqual([]);
    expect(sources.some((f) => fs.readFileSync(f, 'utf8').includes("from '@edu/ui'"))).toBe(true);
  });
});
