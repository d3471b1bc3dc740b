/**
 * `pnpm create-remote <mf-name> [--owner "Nhóm …"] [--page NamePage] [--title "Tiêu đề"]`: a new remote in one
 * command — its folder from ops/templates/remote and its entry in the one list (shared/src/platform/remotes.ts),
 * then `pnpm install` to link it. It builds, tests, dev-serves and publishes as it is.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from '@edu/shared/platform';
import { ROOT } from '../paths';
import { addRemoteEntry, planRemote, type RemotePlan } from './plan';

const TEMPLATE = path.join(ROOT, 'ops/templates/remote');

function option(args: string[], name: string): string | undefined {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
}

function writeTemplate(plan: RemotePlan, root: string): string[] {
  const fill = (text: string) =>
    text
      .replaceAll('__DIR__', plan.dir)
      .replaceAll('__NAME__', plan.name)
      .replaceAll('__OWNER__', plan.owner)
      .replaceAll('__PAGE__', plan.page)
      .replaceAll('__FILE__', plan.pageFile)
      .replaceAll('__TITLE__', plan.title);
  const written: string[] = [];
  const walk = (from: string) => {
    for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
      const source = path.join(from, entry.name);
      if (entry.isDirectory()) {
        walk(source);
        continue;
      }
      const relative = path
        .relative(TEMPLATE, source)
        .replace(/\.tpl$/, '')
        .replace(/(^|\/)page(\.test)?\.tsx$/, `$1${plan.pageFile}$2.tsx`);
      const target = path.join(root, plan.dir, relative);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      fs.writeFileSync(target, fill(fs.readFileSync(source, 'utf8')));
      written.push(path.relative(root, target));
    }
  };
  walk(TEMPLATE);
  return written;
}

function main(args: string[]): void {
  const plan = planRemote(
    {
      dir: args.find((a, i) => !a.startsWith('--') && !args[i - 1]?.startsWith('--')),
      owner: option(args, '--owner'),
      page: option(args, '--page'),
      title: option(args, '--title'),
    },
    { existingDirs: fs.readdirSync(ROOT), remotes: REMOTES },
  );
  const listFile = path.join(ROOT, 'shared/src/platform/remotes.ts');
  const written = writeTemplate(plan, ROOT);
  fs.writeFileSync(listFile, addRemoteEntry(fs.readFileSync(listFile, 'utf8'), plan));
  console.log(`✓ ${plan.dir}: ${written.join(', ')}`);
  console.log(`✓ shared/src/platform/remotes.ts: { name: '${plan.name}', dir: '${plan.dir}', owner: '${plan.owner}', exposes: ['${plan.page}'] }`);
  // links the new workspace package (its dependencies are already in the store); a new package is a new lockfile
  // entry, so never frozen (pnpm freezes the lockfile by default where CI is set)
  const install = spawnSync('pnpm', ['install', '--prefer-offline', '--no-frozen-lockfile', '--reporter=silent'], { cwd: ROOT, stdio: 'inherit' });
  if (install.status !== 0) throw new Error('pnpm install failed: run it yourself, then go on');
  console.log(
    [
      '',
      'Tiếp theo:',
      `  pnpm exec jest ${plan.dir}          # its first test`,
      `  pnpm dev ${plan.dir}                # hot-reloading inside the running site (pnpm start) — after the site knows the remote`,
      `  pnpm build ${plan.dir} && pnpm ops publish ${plan.dir} --reason "…"`,
      `  give ${plan.page} a URL: README "Add a page"`,
    ].join('\n'),
  );
}

try {
  main(process.argv.slice(2));
} catch (err) {
  console.error(`✗ ${(err as Error).message}`);
  process.exit(2);
}
