import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { findApp } from '../../../ops/src/paths';
import { verifyDeployed } from '../../../ops/src/registry/verify';
import { publishContractTypes } from '../../../ops/src/types/contract-types';
import { publishWithTypes } from '../../../ops/src/types/publish-types';
import { currentLive, deployDir, setLive } from '../support/registry';
import { ROOT } from './dev-support';

/**
 * Types across the boundary (docs/squad-types.md): a version published with the types of its exposes and the
 * shell's contract deployed beside it; a squad's remote in a folder outside the workspace pulls them with the
 * one documented command and type-checks against them with TypeScript alone — and a wrong prop fails.
 */
const REMOTE = 'mf_catalogue';
const site = () => test.info().project.use.baseURL!;

const CONSUMER = `import RelatedCoursesParcel, { mount, type RelatedCoursesParcelProps } from 'mf_catalogue/RelatedCoursesParcel';
import { formatPrice } from '@edu/shared/core';

export const props: RelatedCoursesParcelProps = { domElement: document.body, category: 'lap-trinh', limit: 4 };
export const started: Promise<void> = mount(props);
export const widget = <RelatedCoursesParcel category="lap-trinh" limit={4} />;
export const price: string = formatPrice(450000);
`;

/** The workspace's own compiler, as the squad's would run; --pretty names where the expected type comes from. */
function tsc(dir: string): { code: number | null; output: string } {
  const run = spawnSync(process.execPath, [path.join(dir, 'node_modules/typescript/bin/tsc'), '-p', dir, '--pretty', 'true'], { encoding: 'utf8' });
  return { code: run.status, output: (run.stdout + run.stderr).replace(/\u001b\[[0-9;]*m/g, '') };
}

test('a remote outside the workspace type-checks against the pulled types; a wrong prop fails', async () => {
  test.setTimeout(180_000);
  const app = findApp(REMOTE);
  const live = (await currentLive(REMOTE))!;
  const contract = await publishContractTypes(deployDir(), () => {});
  // a version of the live build published the way `pnpm ops publish` does, under a name of its own
  const version = `${live}-types-${Date.now()}`;
  const outcome = await publishWithTypes(deployDir(), app, path.join(ROOT, app.dir, 'dist', live), version, { log: () => {} });
  expect(outcome.types).toBe(`/remotes/${REMOTE}/${version}/@mf-types.zip`);
  // the gate let it through (it is published) and verify counts the types as one of its files
  expect((await verifyDeployed(deployDir(), REMOTE, version)).problems).toEqual([]);

  const squad = fs.mkdtempSync(path.join(os.tmpdir(), 'squad-remote-'));
  await setLive(REMOTE, version);
  try {
    expect(path.relative(ROOT, squad).startsWith('..')).toBe(true);
    // the only things taken from the workspace: the compiler and React's types
    fs.mkdirSync(path.join(squad, 'node_modules/@types'), { recursive: true });
    fs.symlinkSync(path.join(ROOT, 'node_modules/typescript'), path.join(squad, 'node_modules/typescript'));
    fs.symlinkSync(path.join(ROOT, 'node_modules/@types/react'), path.join(squad, 'node_modules/@types/react'));
    fs.mkdirSync(path.join(squad, 'src'));
    fs.writeFileSync(path.join(squad, 'src/widget.tsx'), CONSUMER);
    fs.writeFileSync(
      path.join(squad, 'tsconfig.json'),
      JSON.stringify({
        extends: './@mf-types/tsconfig.json',
        compilerOptions: {
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: true,
          noEmit: true,
          lib: ['ES2023', 'DOM'],
          types: [],
        },
        include: ['src'],
      }),
    );

    // the one command of docs/squad-types.md
    const pulled = execFileSync('sh', ['-c', `curl -fsS ${site()}/types/pull.mjs | node --input-type=module - ${site()}`], {
      cwd: squad,
      encoding: 'utf8',
    });
    expect(pulled).toContain(`✓ ${REMOTE}@${version}`);
    expect(pulled).toContain(`✓ edu_contract@${contract.version}`);

    const good = tsc(squad);
    expect(good.output).toBe('');
    expect(good.code).toBe(0);

    fs.writeFileSync(path.join(squad, 'src/widget.tsx'), CONSUMER.replace('limit={4}', 'limit="bốn"'));
    const wrong = tsc(squad);
    expect(wrong.code).not.toBe(0);
    expect(wrong.output).toContain("src/widget.tsx:6:66 - error TS2322: Type 'string' is not assignable to type 'number'.");
    expect(wrong.output).toContain("The expected type comes from property 'limit'");
    expect(wrong.output).toContain('@mf-types/mf_catalogue/compiled-types/exposes/related-courses-parcel.d.ts');

    // the contract's types are real too, not an `any` that lets everything through
    fs.writeFileSync(path.join(squad, 'src/widget.tsx'), CONSUMER.replace('export const price: string', 'export const price: number'));
    expect(tsc(squad).output).toContain("src/widget.tsx:7:14 - error TS2322: Type 'string' is not assignable to type 'number'.");
  } finally {
    await setLive(REMOTE, live);
    fs.rmSync(squad, { recursive: true, force: true });
  }
});
