import path from 'node:path';
import { resolveLocal, staticImports } from '../helpers/static-imports';

const SRC = path.resolve(__dirname, '../../src');

/** Every local file and every package the entry reaches through static imports. */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of staticImports(file)) {
      if (spec.startsWith('.')) visit(resolveLocal(file, spec));
      // the core re-exports the page's one instance by its shared name: the page loads both
      else if (spec === '@edu/shared/state') visit(path.join(SRC, 'state.ts'));
      else packages.add(spec);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('sanitize-html stays out of the shared core (what every page loads)', () => {
  const graph = staticGraph(path.join(SRC, 'core.ts'));

  it('does not reach sanitize-html or postcss through static imports', () => {
    expect([...graph.packages]).not.toContain('sanitize-html');
    expect([...graph.packages]).not.toContain('postcss');
  });

  it('reaches only the light runtime packages (first-load weight is a contract)', () => {
    // react and the router door are shared singletons (the query hook, the 404 view), so they add nothing to the
    // first load; axios loads with the first API call (getApiClient), so a page that only reads server data needs none;
    // dayjs is in the '@edu/shared/dates' door, bundled only by the pages that show a date; TanStack Query is the
    // query hook's client (docs/decisions/2026-11-27-tanstack-query.md), one shared singleton for the page
    // the write hook ('@edu/shared/mutation') is a singleton of its own, loaded only by a page that writes
    expect([...graph.packages].sort()).toEqual([
      '@edu/shared/mutation',
      '@edu/shared/router',
      '@tanstack/react-query',
      'js-cookie',
      'jwt-decode',
      'react',
      'zustand/vanilla',
    ]);
  });

  it('does not statically reach the rich-text entry or the sanitiser modules', () => {
    const rel = [...graph.files].map((f) => path.relative(SRC, f));
    expect(rel).not.toContain(path.join('rich-text', 'index.ts'));
    expect(rel).not.toContain(path.join('rich-text', 'course-html.ts'));
    expect(rel).not.toContain(path.join('rich-text', 'strict-html.ts'));
    expect(rel).toContain(path.join('rich-text', 'lazy.ts'));
  });

  it('sees sanitize-html from the rich-text entry, and dayjs from the dates door (the walker is not blind)', () => {
    expect(staticGraph(path.join(SRC, 'rich-text', 'index.ts')).packages).toContain('sanitize-html');
    expect(staticGraph(path.join(SRC, 'dates', 'index.ts')).packages).toContain('dayjs');
  });

  it('the whole barrel (kept for older remote versions) takes the core through the shared package, not a copy', () => {
    const barrel = staticGraph(path.join(SRC, 'index.ts'));
    expect(barrel.packages).toContain('@edu/shared/core');
    expect([...barrel.files].map((f) => path.relative(SRC, f))).not.toContain('core.ts');
  });

  it('loads the index without evaluating sanitize-html, and loads it on the first async sanitise', async () => {
    const loaded = jest.fn();
    jest.doMock('sanitize-html', () => {
      loaded();
      return jest.requireActual('../helpers/native-require').nativeRequire('sanitize-html');
    });
    let shared: typeof import('../../src/index') | undefined;
    jest.isolateModules(() => {
      shared = require('../../src/index');
    });
    expect(shared?.formatPrice(1000)).toBe('1.000đ');
    expect(loaded).not.toHaveBeenCalled();

    await expect(shared?.sanitizeCourseHtml('<p onclick="x()">a</p><script>x</script>')).resolves.toBe('<p>a</p>&lt;script&gt;x&lt;/script&gt;');
    await expect(shared?.sanitizeStrictHtml('<b>a</b>')).resolves.toBe('a');
    expect(loaded).toHaveBeenCalledTimes(1);
    jest.dontMock('sanitize-html');
  });
});
