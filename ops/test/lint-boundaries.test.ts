import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The boundary rule is live in the workspace's own lint config: each forbidden import below, placed
 * in a real folder of the repository, fails `pnpm lint`; the allowed ones pass.
 */
const ROOT = path.resolve(__dirname, '../..');

/** The real CLI with the workspace config, the probe given on stdin as if it were that file: `ruleId`'s messages. */
async function lintErrors(file: string, code: string, ruleId: string): Promise<string[]> {
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/eslint'), ['--stdin', '--stdin-filename', path.join(ROOT, file), '--format', 'json'], {
    cwd: ROOT,
    input: code,
    encoding: 'utf8',
  });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return (result?.messages ?? []).filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const boundaryErrors = (file: string, code: string) => lintErrors(file, code, 'edu/boundaries');

jest.setTimeout(60_000);

describe('edu/boundaries in the workspace lint', () => {
  it.each([
    [
      'a remote importing another remote',
      'mf-catalogue/src/exposes/lint-probe.tsx',
      "import { x } from '../../../mf-account/src/lib/x';",
      /remote mf-catalogue must not import mf-account/,
    ],
    [
      'a remote importing the shell',
      'mf-content/src/lib/lint-probe.ts',
      "import { ROUTES } from '../../../shell/src/routes/route-table';",
      /remote mf-content must not import shell/,
    ],
    [
      'the shell importing a remote',
      'shell/src/app/lint-probe.ts',
      "import Page from '../../../mf-catalogue/src/exposes/home-page';",
      /the shell must not import mf-catalogue/,
    ],
    [
      'shared importing the shell',
      'shared/src/platform/lint-probe.ts',
      "export * from '../../../shell/src/remotes/server-pages';",
      /shared must not import shell/,
    ],
    [
      'ops importing the shell route table',
      'ops/src/registry/lint-probe.ts',
      "import { ROUTES } from '../../../shell/src/routes/route-table';",
      /ops must not import shell/,
    ],
    [
      'ops importing the shell by name',
      'ops/src/ssr/lint-probe.ts',
      "import type { ShellServer } from '@edu/shell/src/server/index';",
      /ops must not import shell/,
    ],
    [
      'ops importing the API',
      'ops/src/cli/lint-probe.ts',
      "import { hashPassword } from '../../../api/src/lib/password';",
      /ops must not import api/,
    ],
    ['ops importing the API by name', 'ops/src/cli/lint-probe.ts', "import { buildApp } from '@edu/api/src/app';", /ops must not import api/],
    [
      'a package reaching into another by a relative path',
      'api/src/lib/lint-probe.ts',
      "import { x } from '../../../shared/src/format/price';",
      /relative import into shared: import another package by its name/,
    ],
    [
      'a feature reaching into another',
      'mf-checkout/src/features/cart/lint-probe.ts',
      "import { x } from '../promo/api/check-promo';",
      /feature "cart" must not reach into feature "promo"/,
    ],
    [
      'components importing a feature',
      'mf-catalogue/src/components/ui/lint-probe.tsx',
      "import { x } from '../../features/home/y';",
      /components\/ must not import features\//,
    ],
    [
      'a feature importing exposes',
      'mf-content/src/features/news/lint-probe.ts',
      "const p = import('../../exposes/news-list-page');",
      /a feature must not import exposes/,
    ],
  ])('refuses %s', async (_name, file, code, message) => {
    const errors = await boundaryErrors(file, code);
    expect(errors.join('\n')).toMatch(message);
  });

  it.each([
    ['a remote importing shared', 'mf-catalogue/src/exposes/lint-probe.tsx', "import { formatPrice } from '@edu/shared';"],
    [
      'a feature importing its own files and lib/',
      'mf-checkout/src/features/cart/lint-probe.ts',
      "import { a } from './api/get-cart';\nimport { b } from '../../lib/use-signed-in';",
    ],
    ['an expose importing features', 'mf-catalogue/src/exposes/lint-probe.tsx', "import { x } from '../features/home/components/hero-banner';"],
    ['ops reading pages from shared', 'ops/src/gate/lint-probe.ts', "import { ROUTES, matchRoute } from '@edu/shared/pages';"],
    ["ops' tests starting the API", 'ops/test/ssr/lint-probe.test.ts', "import { buildApp } from '../../../api/src/app';"],
  ])('allows %s', async (_name, file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});

describe('one endpoint map in the workspace lint', () => {
  const ENDPOINT_RULE = 'no-restricted-syntax';

  it.each([
    ['a quoted path in a remote', 'mf-catalogue/src/features/home/api/lint-probe.ts', "apiGet('/api/user/cart.json');"],
    ['a template path in the shell', 'shell/src/app/lint-probe.ts', 'apiGet(`/api/user/course/${id}.json`);'],
  ])('refuses %s', async (_name, file, code) => {
    expect((await lintErrors(file, code, ENDPOINT_RULE)).join('\n')).toMatch(/through ENDPOINTS/);
  });

  it('allows ENDPOINTS, and literal paths in tests', async () => {
    expect(await lintErrors('mf-catalogue/src/features/home/api/lint-probe.ts', 'apiGet(ENDPOINTS.cart);', ENDPOINT_RULE)).toEqual([]);
    expect(await lintErrors('mf-catalogue/src/features/home/api/lint-probe.test.ts', "apiGet('/api/user/cart.json');", ENDPOINT_RULE)).toEqual([]);
  });
});

describe('Node-only doors stay out of the browser apps', () => {
  it("refuses '@edu/shared/server' (the health token's key) in the shell and a remote, allows it in ops", async () => {
    const probe = "import { signHealthToken } from '@edu/shared/server';";
    for (const file of ['shell/src/app/lint-probe.ts', 'mf-content/src/lib/lint-probe.ts']) {
      expect((await lintErrors(file, probe, 'no-restricted-imports')).join('\n')).toMatch(/Node only/);
    }
    expect(await lintErrors('ops/src/ssr/lint-probe.ts', probe, 'no-restricted-imports')).toEqual([]);
  });
});
