import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * ops/src's import graph as the files say it — static imports, `import type`, `import()` and `require()` alike
 * (the old circle ran through a dynamic import, which import-x/no-cycle does not follow): no circle of files, no
 * circle of folders, and the operator's actions reach neither the edge, the console nor the render gate.
 */
const SRC = path.resolve(__dirname, '../src');
const { LAYERS, HELPERS } = require('../eslint/ops-layers.cjs') as { LAYERS: string[][]; HELPERS: Record<string, string> };

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs|cjs)$/.test(entry.name) && !/\.(test|d)\.ts$/.test(entry.name) ? [full] : [];
  });
}

/** The file a relative specifier names, or null (a package, or a file outside ops/src). */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const hit = ['', '.ts', '.tsx', '.mjs', '.cjs', '.js', '/index.ts']
    .map((ext) => base + ext)
    .find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
  return hit && hit.startsWith(SRC + path.sep) ? hit : null;
}

const key = (file: string) =>
  path
    .relative(SRC, file)
    .replace(/\\/g, '/')
    .replace(/\.(ts|tsx|mjs|cjs)$/, '');
const unitOf = (mod: string) => HELPERS[mod] ?? (mod.includes('/') ? mod.split('/')[0]! : '(root)');

function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles.map((i) => resolve(file, i.fileName)).filter((f): f is string => f !== null);
    graph.set(key(file), new Set(targets.map(key)));
  }
  return graph;
}

/** Strongly connected parts with more than one node (Tarjan): each is a circle. */
function circles(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const part: string[] = [];
      let top: string;
      do {
        top = stack.pop()!;
        onStack.delete(top);
        part.push(top);
      } while (top !== node);
      if (part.length > 1 || graph.get(node)?.has(node)) found.push(part.sort());
    }
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

function reachable(graph: Map<string, Set<string>>, from: string): Set<string> {
  const seen = new Set<string>([from]);
  const todo = [from];
  while (todo.length) for (const to of graph.get(todo.pop()!) ?? []) if (!seen.has(to) && seen.add(to)) todo.push(to);
  return seen;
}

describe("ops/src's import graph", () => {
  const graph = importGraph();

  it('reads the real tree (the edge server, the actions and the render gate are in it)', () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(graph.get('edge/server')).toContain('ssr/ssr-handler');
    expect(graph.get('gate/render-gate')).toContain('edge/server');
    expect(graph.get('cli/ops')).toContain('registry/actions');
  });

  it('has no circle of files', () => {
    expect(circles(graph)).toEqual([]);
  });

  it('has no circle of folders, and every folder has its layer', () => {
    const folders = new Map<string, Set<string>>();
    for (const [from, targets] of graph) {
      const edges = folders.get(unitOf(from)) ?? new Set<string>();
      for (const to of targets) if (unitOf(to) !== unitOf(from)) edges.add(unitOf(to));
      folders.set(unitOf(from), edges);
    }
    expect(circles(folders)).toEqual([]);
    const layered = new Set(LAYERS.flat());
    expect([...folders.keys()].filter((f) => !layered.has(f))).toEqual([]);
  });

  it('the old circle is gone: registry/actions reaches neither the edge, the console nor the render gate', () => {
    const reached = [...reachable(graph, 'registry/actions')];
    // (edge/static-files and the other HTTP helpers are a layer of their own, below the registry)
    expect(reached.filter((m) => ['edge', 'console', 'gate', 'ssr', 'cli'].includes(unitOf(m)))).toEqual([]);
    // …and the edge no longer reaches the actions (it took the console by import before)
    expect([...reachable(graph, 'edge/server')].filter((m) => m === 'registry/actions' || m.startsWith('console/'))).toEqual([]);
  });

  it('finds a circle when there is one (the check can fail)', () => {
    const old = new Map(graph);
    old.set('registry/actions', new Set([...(graph.get('registry/actions') ?? []), 'gate/render-gate']));
    old.set('edge/server', new Set([...(graph.get('edge/server') ?? []), 'console/console-handler']));
    expect(circles(old).some((c) => c.includes('registry/actions') && c.includes('edge/server'))).toBe(true);
  });
});
