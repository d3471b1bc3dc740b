import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * ops' folders import downwards only (ops/eslint/ops-layers.cjs), live in the workspace's own lint: each forbidden
 * import below, placed in a real folder of ops/src, fails `pnpm lint`; the allowed ones pass.
 */
const ROOT = path.resolve(__dirname, '../..');

function layerErrors(file: string, code: string): string[] {
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', path.join(ROOT, file), '--format', 'json'], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return (result?.messages ?? []).filter((m) => m.ruleId === 'ops/ops-layers').map((m) => m.message);
}

jest.setTimeout(60_000);

describe('ops/ops-layers in the workspace lint', () => {
  it.each([
    [
      'the registry importing the render gate',
      'ops/src/registry/lint-probe.ts',
      "import { renderGate } from '../gate/render-gate';",
      /ops\/src\/registry must not import ops\/src\/gate/,
    ],
    [
      'the registry loading the edge by a dynamic import',
      'ops/src/registry/lint-probe.ts',
      "const edge = import('../edge/server');",
      /ops\/src\/registry must not import ops\/src\/edge/,
    ],
    [
      'the edge importing the console',
      'ops/src/edge/lint-probe.ts',
      "import { createConsoleHandler } from '../console/console-handler';",
      /ops\/src\/edge must not import ops\/src\/console/,
    ],
    ['SSR importing the CLI', 'ops/src/ssr/lint-probe.ts', "import '../cli/start';", /ops\/src\/ssr must not import ops\/src\/cli/],
    [
      'the edge calling the operator’s actions',
      'ops/src/edge/lint-probe.ts',
      "import { promoteAction } from '../registry/actions';",
      /only the CLI and the console change the registry/,
    ],
    [
      'the metrics importing SSR, by a type import',
      'ops/src/metrics/lint-probe.ts',
      "import type { PageCache } from '../ssr/page-cache';",
      /ops\/src\/metrics must not import ops\/src\/ssr/,
    ],
    [
      'storage importing the registry',
      'ops/src/storage/lint-probe.ts',
      "import { readRegistry } from '../registry/store';",
      /ops\/src\/storage must not import ops\/src\/registry/,
    ],
    ['a folder without a layer', 'ops/src/new-folder/lint-probe.ts', "import { readRegistry } from '../registry/store';", /has no layer/],
  ])('refuses %s', (_name, file, code, message) => {
    expect(layerErrors(file, code).join('\n')).toMatch(message);
  });

  it.each([
    [
      'the CLI importing any folder',
      'ops/src/cli/lint-probe.ts',
      "import '../gate/render-gate';\nimport '../console/console-handler';\nimport '../registry/actions';",
    ],
    ['the console calling the actions', 'ops/src/console/lint-probe.ts', "import { promoteAction } from '../registry/actions';"],
    ['the render gate starting an edge', 'ops/src/gate/lint-probe.ts', "import { createEdgeServer } from '../edge/server';"],
    ['the edge reading the registry', 'ops/src/edge/lint-probe.ts', "import { toPublicRegistry } from '../registry/store';"],
    ['SSR using the HTTP helpers in edge/', 'ops/src/ssr/lint-probe.ts', "import { PAGE_SECURITY_HEADERS } from '../edge/security-headers';"],
    ['a folder importing its own files', 'ops/src/registry/lint-probe.ts', "import { readRegistry } from './store';"],
  ])('allows %s', (_name, file, code) => {
    expect(layerErrors(file, code)).toEqual([]);
  });
});
