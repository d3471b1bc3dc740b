import fs from 'node:fs';
import path from 'node:path';
import { RUNTIME_CORE_FOR_REMOTES, provideRuntimeCore } from './runtime-core';

/** The package folder of `name` as seen from `from` (walks up from its resolved entry to package.json). */
function packageDir(name: string, from: string): string {
  let dir = path.dirname(fs.realpathSync(require.resolve(name, { paths: [from] })));
  while (!fs.existsSync(path.join(dir, 'package.json')) || JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name) {
    dir = path.dirname(dir);
  }
  return dir;
}

/**
 * Every name a remote's bundled runtime imports from the core, following the ESM files a remote entry
 * bundles: @module-federation/runtime and the webpack bundler runtime (relative imports, and the bundler
 * runtime's import of the runtime). A namespace import of the core would make any name reachable: fail.
 */
function coreNamesRemotesUse(): Set<string> {
  const enhanced = packageDir('@module-federation/enhanced', __dirname);
  const tools = packageDir('@module-federation/runtime-tools', enhanced);
  const runtime = packageDir('@module-federation/runtime', tools);
  const bundlerRuntime = packageDir('@module-federation/webpack-bundler-runtime', tools);
  // '@module-federation/runtime' → dist/index.js, '@module-federation/runtime/helpers' → dist/helpers.js
  const fileOf = (specifier: string): string | null => {
    const m = /^@module-federation\/(runtime|webpack-bundler-runtime)(?:\/(\w+))?$/.exec(specifier);
    return m ? path.join(m[1] === 'runtime' ? runtime : bundlerRuntime, `dist/${m[2] ?? 'index'}.js`) : null;
  };
  const names = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = fs.readFileSync(file, 'utf8');
    for (const m of source.matchAll(/(?:import|export)\s*(\*\s*as\s+\w+|\*|\w+|\{([^}]*)\})\s*from\s*"([^"]+)"/g)) {
      const [, clause, named, specifier = ''] = m;
      if (specifier === '@module-federation/runtime-core') {
        if (!named) throw new Error(`${file} imports the whole core (${clause}): the provided list cannot cover it`);
        for (const part of named.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0];
          if (name) names.add(name);
        }
      } else if (specifier.startsWith('.')) visit(path.resolve(path.dirname(file), specifier));
      else if (fileOf(specifier)) visit(fileOf(specifier)!);
    }
  };
  visit(fileOf('@module-federation/runtime')!);
  visit(fileOf('@module-federation/webpack-bundler-runtime')!);
  return names;
}

describe('the runtime core the shell provides to remotes built with externalRuntime', () => {
  it('has every name the installed federation runtime imports from the core', () => {
    const needed = [...coreNamesRemotesUse()].sort();
    expect(needed.length).toBeGreaterThan(5);
    expect(Object.keys(RUNTIME_CORE_FOR_REMOTES).sort()).toEqual(needed);
  });

  it('publishes the bundler runtime a remote entry borrows; one already on the page stays', () => {
    const bundler = { bundlerRuntime: { consumes: () => undefined }, attachShareScopeMap: () => undefined };
    const page: Parameters<typeof provideRuntimeCore>[0] = {};
    provideRuntimeCore(page, bundler);
    expect(page._FEDERATION_BUNDLER_RUNTIME).toBe(bundler);
    const other = { _FEDERATION_BUNDLER_RUNTIME: { bundlerRuntime: {}, attachShareScopeMap: 'another host' } };
    provideRuntimeCore(other, bundler);
    expect(other._FEDERATION_BUNDLER_RUNTIME.attachShareScopeMap).toBe('another host');
  });

  // ops/webpack/page-bundler-runtime.mjs builds a remote's `federation` object from the page's functions and
  // state of its own: a version that adds a field (state the remote would then share with the shell) fails here
  it('borrows only functions: the installed bundler runtime has exactly the fields the remote-side module knows', () => {
    const tools = packageDir('@module-federation/runtime-tools', packageDir('@module-federation/enhanced', __dirname));
    const source = fs.readFileSync(path.join(packageDir('@module-federation/webpack-bundler-runtime', tools), 'dist/index.js'), 'utf8');
    const keys = (name: string) =>
      new RegExp(`const ${name} = \\{([\\s\\S]*?)\\n\\};`)
        .exec(source)![1]!
        .split(/,\n/)
        .map((entry) => entry.split(':')[0]!.trim())
        .filter(Boolean);
    expect(keys('federation')).toEqual(['runtime', 'instance', 'initOptions', 'bundlerRuntime', 'attachShareScopeMap', 'bundlerRuntimeOptions']);
    // S is the build's own (a fresh object), initContainerEntry the remote's own (the shell exposes nothing)
    expect(keys('bundlerRuntime')).toEqual([
      'remotes',
      'consumes',
      'I',
      'S',
      'installInitialConsumes',
      'initContainerEntry',
      'init',
      'getSharedFallbackGetter',
    ]);
  });

  it('publishes the core once; a core already on the page stays', () => {
    const page: { _FEDERATION_RUNTIME_CORE?: unknown } = {};
    provideRuntimeCore(page);
    expect(page._FEDERATION_RUNTIME_CORE).toBe(RUNTIME_CORE_FOR_REMOTES);
    const other = { _FEDERATION_RUNTIME_CORE: { from: 'another host' } };
    provideRuntimeCore(other);
    expect(other._FEDERATION_RUNTIME_CORE).toEqual({ from: 'another host' });
  });
});
