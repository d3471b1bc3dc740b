import fs from 'node:fs';
import path from 'node:path';
import { resolveLocal, staticImports } from './helpers/static-imports';

/**
 * '@edu/shared/state' is the page's one instance (a federation singleton); '@edu/shared/core' is an unshared
 * barrel each app bundles, tree-shaken. A file the state reaches, imported by relative path from outside it,
 * would be bundled a second time into a remote: a second API client, navigator, React context or error
 * reporter that the shell never set up. These walks read the sources as webpack does (static value imports,
 * '@edu/shared/state' as the shared request it is) and fail on the first such path.
 */
const SRC = path.resolve(__dirname, '../src');
const STATE = path.join(SRC, 'state.ts');

/** Files reached by relative paths from the entries, each with the path that reached it first. */
function relativeGraph(entries: string[]): Map<string, string[]> {
  const reached = new Map<string, string[]>();
  const visit = (file: string, via: string[]) => {
    if (reached.has(file)) return;
    reached.set(file, via);
    for (const spec of staticImports(file)) if (spec.startsWith('.')) visit(resolveLocal(file, spec), [...via, path.relative(SRC, file)]);
  };
  for (const entry of entries) visit(entry, []);
  return reached;
}

/** Module-level state: a mutable binding, a React context, a class (instanceof), a cache, or the page's globals. */
const HOLDS_STATE = /^(let|var) |createContext[<(]|^(export )?class |^const \w+ = new (Weak)?Map\b|globalThis\.__EDU_/m;
const holdsState = (file: string) => HOLDS_STATE.test(fs.readFileSync(file, 'utf8'));
const CONSTANTS = /[\\/]constants[\\/]\w[\w-]*\.ts$/;
const rel = (files: Iterable<string>) => [...files].map((f) => path.relative(SRC, f)).sort();

describe('@edu/shared/state holds the page’s one instance; the core and the doors reach it only by its shared name', () => {
  const state = relativeGraph([STATE]);
  // what apps bundle themselves: the core barrel (outside the state) and the doors that are not shared
  const doors = ['core.ts', 'dates/index.ts', 'media/index.ts', 'video/index.ts', 'upload/index.ts', 'form/index.ts'].map((f) => path.join(SRC, f));
  const bundled = relativeGraph(doors);

  it('no file an app bundles is also a file of the state (it would be a second copy in a remote)', () => {
    // but plain constants (a few bytes, no state): '@edu/shared/rules' serves Node installs without React
    const twice = [...bundled.keys()].filter((f) => state.has(f) && !CONSTANTS.test(f));
    expect(twice.map((f) => `${path.relative(SRC, f)} (via ${bundled.get(f)!.join(' → ')})`)).toEqual([]);
  });

  it('the write hook, a singleton of its own, takes the state by its shared name too', () => {
    const mutation = relativeGraph([path.join(SRC, 'mutation.ts')]);
    expect(rel(mutation.keys())).toEqual(['mutation.ts', 'query/use-mutation.ts']);
  });

  it('every file that holds state is in the state module', () => {
    expect(rel([...bundled.keys()].filter(holdsState))).toEqual([]);
    // the walk and the test of state see them: the bus, the API client, the contexts, the error reporter…
    expect(rel([...state.keys()].filter(holdsState))).toEqual(
      expect.arrayContaining([
        'bus/bus.ts',
        'http/api-client.ts',
        'http/api-error.ts',
        'http/navigator.ts',
        'platform/log-error.ts',
        'platform/render-context.ts',
        'query/query-cache.ts',
        'query/use-query.ts',
        'rich-text/sanitized-html.tsx',
        'session/session-store.ts',
      ]),
    );
  });

  it('the core re-exports every name of the state (an app importing the core meets the singleton)', () => {
    // the two modules’ runtime names, as jest loads them
    const core = require('../src/core') as Record<string, unknown>;
    const stateModule = require('../src/state') as Record<string, unknown>;
    const missing = Object.keys(stateModule).filter((name) => core[name] !== stateModule[name]);
    expect(missing).toEqual([]);
  });

  it('the walk is not blind: the core reached by relative path would hold state', () => {
    expect(rel(relativeGraph([path.join(SRC, 'legacy-core.ts')]).keys())).toContain('core.ts');
    expect(holdsState(path.join(SRC, 'http', 'navigator.ts'))).toBe(true);
    expect(holdsState(path.join(SRC, 'format', 'price.ts'))).toBe(false);
  });
});
