import fs from 'node:fs';
import path from 'node:path';

/**
 * Reading shared's sources as webpack does, for the tests that hold what a bundle reaches (the core keeps
 * sanitize-html out; the state is reached only by its shared name).
 */

/** Static (value) imports and re-exports of a TS file; type-only ones (`import type`, `{ type A }`) and import() are skipped. */
export function staticImports(file: string): string[] {
  const source = fs.readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
  const specs: string[] = [];
  const re = /^\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|^\s*import\s*['"]([^'"]+)['"]/gm;
  for (const m of source.matchAll(re)) {
    if (m[5]) specs.push(m[5]);
    // `export { type A, type B } from` and `import { type A } from` are erased too
    else if (!m[2] && m[4] && !/^\{\s*(type\s+\w+\s*,?\s*)+\}$/.test(m[3] ?? '')) specs.push(m[4]);
  }
  return specs;
}

/** The file a relative import names, as TypeScript's resolution finds it. */
export function resolveLocal(from: string, spec: string): string {
  const base = path.resolve(path.dirname(from), spec);
  const candidate = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((f) => fs.existsSync(f));
  if (!candidate) throw new Error(`cannot resolve ${spec} from ${from}`);
  return candidate;
}
