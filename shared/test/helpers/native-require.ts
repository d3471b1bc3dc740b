import NodeModule from 'node:module';
import path from 'node:path';

interface NodeModuleInternals {
  new (id: string): { filename: string; paths: string[]; require(id: string): unknown };
  _nodeModulePaths(dir: string): string[];
}

/**
 * Node's own `require`, outside jest's module registry. sanitize-html depends on htmlparser2 12,
 * which is ESM-only: Node ≥ 20.19 can `require` it, jest's CommonJS runtime cannot (before Node 24.9),
 * and jest's `createRequire` routes back into jest. A real Module instance's `require` does not.
 * Rich-text tests load sanitize-html through this:
 *   jest.mock('sanitize-html', () => jest.requireActual('../helpers/native-require').nativeRequire('sanitize-html'));
 */
const Module = NodeModule as unknown as NodeModuleInternals;
const anchor = new Module(__filename);
anchor.filename = __filename;
anchor.paths = Module._nodeModulePaths(path.dirname(__filename));

export function nativeRequire(id: string): unknown {
  return anchor.require(id);
}
