/**
 * `pnpm bench:dev`: a squad's loop, timed as the squad meets it, in one run on one machine.
 *  - edit → screen: `pnpm dev mf-content` attached to a fresh local site, the contact page open in Chromium;
 *    10 saves (5 component, 5 CSS), each timed from the file write to the change on screen (no reload allowed).
 *  - the publish path for the same kind of change: `pnpm build mf-content` + `pnpm ops publish` + `pnpm ops promote`
 *    (with its render check), timed to the promote's exit.
 * Targets: edit → screen ≤ 1 s p50, and ≥ 20× faster than the publish path. Writes reports/dev-bench.json.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { ROOT } from '../paths';
import { createToken } from '../registry/deploy-tokens';
import { startSite } from './site-process';

const PAGE = path.join(ROOT, 'mf-content/src/exposes/contact-page.tsx');
const CSS = path.join(ROOT, 'mf-content/src/features/contact/components/contact.css');
const HEADING = '<h1 className="ct-title">Liên hệ</h1>';
const EDITS = 10;

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const tsx = path.join(ROOT, 'node_modules/.bin/tsx');

function timed(label: string, args: string[], env: NodeJS.ProcessEnv): { ms: number; out: string } {
  const started = performance.now();
  const res = spawnSync(tsx, args, { cwd: ROOT, env: { ...process.env, ...env }, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${label} failed:\n${res.stdout}\n${res.stderr}`);
  return { ms: performance.now() - started, out: res.stdout };
}

async function main() {
  const original = { page: fs.readFileSync(PAGE, 'utf8'), css: fs.readFileSync(CSS, 'utf8') };
  if (!original.page.includes(HEADING)) throw new Error(`${PAGE} no longer has ${HEADING}: update the bench`);
  const site = await startSite(Number(process.env.BENCH_PORT ?? 3600));
  const devPort = Number(process.env.BENCH_DEV_PORT ?? 3699);
  const dev = spawn(tsx, [path.join(ROOT, 'ops/src/dev/dev-cli.ts'), 'mf-content', '--site', site.url, '--port', String(devPort)], { cwd: ROOT });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const restore = () => {
    fs.writeFileSync(PAGE, original.page);
    fs.writeFileSync(CSS, original.css);
  };
  try {
    const link = await new Promise<string>((resolve, reject) => {
      let out = '';
      dev.stdout.on('data', (d: Buffer) => {
        out += d.toString();
        const m = /^Open (\S+)$/m.exec(out);
        if (m) resolve(m[1]!);
      });
      dev.once('exit', (code) => reject(new Error(`pnpm dev exited (${code}):\n${out}`)));
    });
    const page = await browser.newPage();
    await page.goto(link);
    await page.goto(`${site.url}/lien-he`);
    await page.getByRole('heading', { level: 1, name: 'Liên hệ' }).waitFor();
    await page.evaluate(() => ((window as unknown as { __benchMarker: number }).__benchMarker = 1));

    const component: number[] = [];
    const css: number[] = [];
    for (let i = 1; i <= EDITS; i++) {
      const started = performance.now();
      if (i % 2) {
        const text = `Liên hệ ${i}`;
        fs.writeFileSync(PAGE, original.page.replace(HEADING, `<h1 className="ct-title">${text}</h1>`));
        await page.waitForFunction((t) => document.querySelector('h1')?.textContent === t, text, { polling: 'raf', timeout: 30_000 });
        component.push(performance.now() - started);
      } else {
        const color = `rgb(${i}, ${2 * i}, ${3 * i})`;
        fs.writeFileSync(CSS, `${original.css}\n.ct-title { color: ${color}; }\n`);
        await page.waitForFunction((c) => getComputedStyle(document.querySelector('h1')!).color === c, color, { polling: 'raf', timeout: 30_000 });
        css.push(performance.now() - started);
      }
      if (!(await page.evaluate(() => (window as unknown as { __benchMarker?: number }).__benchMarker)))
        throw new Error(`edit ${i} reloaded the page`);
    }
    restore();

    // the only way before: build, publish, promote (with its render check) the same kind of change
    fs.writeFileSync(PAGE, original.page.replace(HEADING, '<h1 className="ct-title">Liên hệ (bản phát hành)</h1>'));
    process.env.DATA_DIR = site.dataDir; // deploy tokens: the site's embedded database
    const env = { DEPLOY_DIR: site.deployDir, EDGE_URL: site.url, OPS_TOKEN: (await createToken('dev-bench', ['mf_content'])).token };
    const build = timed('build', [path.join(ROOT, 'ops/src/cli/build.ts'), 'mf-content'], env);
    const publish = timed('publish', [path.join(ROOT, 'ops/src/cli/ops.ts'), 'publish', 'mf-content', '--reason', 'dev-bench'], env);
    const version = /mf_content@(\S+)/.exec(publish.out)?.[1];
    if (!version) throw new Error(`publish printed no version:\n${publish.out}`);
    const promote = timed('promote', [path.join(ROOT, 'ops/src/cli/ops.ts'), 'promote', 'mf-content', version, '--reason', 'dev-bench'], env);
    restore();
    timed('rebuild of the unedited source', [path.join(ROOT, 'ops/src/cli/build.ts'), 'mf-content'], {});

    const all = [...component, ...css];
    const publishPath = build.ms + publish.ms + promote.ms;
    const report = {
      machine: `${process.platform} ${process.arch}, node ${process.version}`,
      editToScreen: { p50: quantile(all, 0.5), p90: quantile(all, 0.9), component, css },
      publishPath: { build: build.ms, publish: publish.ms, promote: promote.ms, total: publishPath },
      speedup: publishPath / quantile(all, 0.5),
    };
    const f = (ms: number) => `${Math.round(ms)} ms`;
    console.log('\n| step | p50 | p90 |\n|---|---|---|');
    console.log(`| edit → screen, component (${component.length}) | ${f(quantile(component, 0.5))} | ${f(quantile(component, 0.9))} |`);
    console.log(`| edit → screen, CSS (${css.length}) | ${f(quantile(css, 0.5))} | ${f(quantile(css, 0.9))} |`);
    console.log(`| edit → screen, all (${all.length}) | ${f(report.editToScreen.p50)} | ${f(report.editToScreen.p90)} |`);
    console.log(`| publish path: build ${f(build.ms)} + publish ${f(publish.ms)} + promote ${f(promote.ms)} | ${f(publishPath)} | |`);
    console.log(`\nedit → screen is ${report.speedup.toFixed(0)}× faster than the publish path (target ≥ 20×; p50 target ≤ 1000 ms)`);
    fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(ROOT, 'reports/dev-bench.json'), JSON.stringify(report, null, 2));
    if (report.editToScreen.p50 > 1000 || report.speedup < 20) process.exitCode = 3;
  } finally {
    restore();
    await browser.close();
    dev.kill('SIGTERM');
    site.stop();
  }
}

main().catch((err: Error) => {
  console.error(`✗ ${err.message}`);
  process.exit(1);
});
