/**
 * `pnpm bench:ops`:
 *  1. rollback → old version served: `pnpm ops rollback …` exactly as an operator types it (a shell runs
 *     the line: pnpm's own start, the compiled CLI, the token checked in the database), timed until the
 *     command returns and until the edge serves the old pointer; the in-process function for comparison;
 *     and, in the same rounds, until a tab left open on that remote's page shows the old version (the
 *     edge's push, the tab's reload onto it: `data-remote-version` in the DOM), timed from the command's start;
 *     and the command alone, as on an operator's machine: nothing polls the edge or watches the tab while it runs
 *     (the site still serves, the tab stays open), the edge checked once it has returned;
 *  2. build time of one remote against the whole platform (both forced, same run, same machine).
 * `--no-build-timing` skips 2 (it takes minutes on 2 cores).
 */
import { spawn, spawnSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';
import { createToken } from '../registry/deploy-tokens';
import { startSite } from './site-process';
import { publishRemote } from '../registry/publish';
import { promote, rollback } from '../registry/pointers';
import { readState } from '../registry/store';

const REMOTE = 'mf_content';
/** A page of REMOTE, left open while it is rolled back. */
const PAGE = '/gioi-thieu';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 10);

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]!;
const fmt = (xs: number[]) =>
  `median ${pct(xs, 50).toFixed(0)} ms, p90 ${pct(xs, 90).toFixed(0)} ms, max ${Math.max(...xs).toFixed(0)} ms (n=${xs.length})`;

async function servedLive(url: string): Promise<string | undefined> {
  const reg = (await (await fetch(`${url}/registry.json`, { cache: 'no-store' })).json()) as {
    remotes: Record<string, { live?: { version: string } }>;
  };
  return reg.remotes[REMOTE]?.live?.version;
}

/** A command line as an operator types it (a shell runs it, from the repository), without blocking this process (the tab is timed meanwhile); resolves with when it returned. */
function typed(line: string, env: NodeJS.ProcessEnv, started: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', ['-c', line], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`${line} failed: ${stderr}`))));
  });
}

/** Polls the edge every 10 ms (not back to back: on two cores a tight loop would take the CPU the command needs). */
async function untilServed(url: string, version: string, started: number): Promise<number> {
  while ((await servedLive(url)) !== version) {
    if (performance.now() - started > 10_000) throw new Error(`edge never served ${version}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

async function rollbackTiming(): Promise<void> {
  const site = await startSite(Number(process.env.BENCH_PORT ?? 3500));
  const deployDir = site.deployDir;
  try {
    const base = readState(deployDir).remotes[REMOTE]!.live!;
    const copy = `${base}-bench`;
    await publishRemote(deployDir, REMOTE, path.join(deployDir, 'remotes', REMOTE, base), copy);
    const cli: number[] = [];
    const returned: number[] = [];
    const inProcess: number[] = [];
    const tab: number[] = [];
    const alone: number[] = [];
    process.env.DATA_DIR = site.dataDir; // deploy tokens: the site's embedded database (the CLI finds it the same way)
    const { token } = await createToken('ops-bench', [REMOTE]);
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
    const page = await browser.newPage();
    const shows = (version: string, timeout = 10_000) =>
      page.locator(`[data-remote="${REMOTE}"][data-remote-version="${version}"]`).waitFor({ timeout });
    for (let i = 0; i < ROUNDS; i++) {
      await promote(deployDir, REMOTE, copy);
      await untilServed(site.url, copy, performance.now());
      if (i === 0) await page.goto(`${site.url}${PAGE}`);
      await shows(copy); // the open tab followed the promote too
      let started = performance.now();
      const tabFollowed = shows(base).then(() => performance.now() - started);
      const cliRun = typed(`pnpm ops rollback ${REMOTE} --reason "bench"`, { ...process.env, DEPLOY_DIR: deployDir, OPS_TOKEN: token }, started);
      cli.push(await untilServed(site.url, base, started));
      tab.push(await tabFollowed);
      returned.push(await cliRun);
      await promote(deployDir, REMOTE, copy);
      await untilServed(site.url, copy, performance.now());
      started = performance.now();
      await rollback(deployDir, REMOTE);
      inProcess.push(await untilServed(site.url, base, started));
      await shows(base);
      // the command alone: the 10 ms edge poll and the tab's watch above take CPU from it on two cores
      await promote(deployDir, REMOTE, copy);
      await untilServed(site.url, copy, performance.now());
      await shows(copy);
      started = performance.now();
      alone.push(await typed(`pnpm ops rollback ${REMOTE} --reason "bench"`, { ...process.env, DEPLOY_DIR: deployDir, OPS_TOKEN: token }, started));
      if ((await servedLive(site.url)) !== base) await untilServed(site.url, base, performance.now());
      await shows(base);
    }
    console.log('\nRollback, `pnpm ops rollback mf_content --reason "bench"` as typed (sh -c, from the repository):');
    console.log(`  alone, until it returns          ${fmt(alone)}   target ≤ 1000 ms`);
    console.log('  with the edge polled every 10 ms and the open tab watched meanwhile:');
    console.log(`    until the command returns      ${fmt(returned)}`);
    console.log(`    until the edge serves it       ${fmt(cli)}   target ≤ 1000 ms`);
    console.log(`  rollback() in process            ${fmt(inProcess)}`);
    console.log("Rollback → a tab open on that remote shows the old version (DOM), from the command's start:");
    console.log(`  open tab, no navigation          ${fmt(tab)}   target ≤ 2000 ms (p90)`);
    save('rollback', { command: 'pnpm ops rollback mf_content --reason "bench"', alone, returned, cli, inProcess, tab });
    await browser.close();
  } finally {
    site.stop();
  }
}

function timeBuild(args: string[]): number {
  const started = performance.now();
  const res = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), [path.join(ROOT, 'ops/src/cli/build.ts'), ...args, '--force'], { stdio: 'ignore' });
  if (res.status !== 0) throw new Error(`build ${args.join(' ')} failed`);
  return performance.now() - started;
}

function buildTiming(): void {
  const one = timeBuild(['mf-content']);
  const all = timeBuild([]);
  console.log('\nBuild time (forced, this machine, one run each):');
  console.log(`  one remote (mf-content)   ${(one / 1000).toFixed(1)} s`);
  console.log(`  whole platform (6 apps)   ${(all / 1000).toFixed(1)} s`);
  console.log(`  ratio                     ${(one / all).toFixed(2)}×   target ≤ 0.30×`);
  save('build', { oneMs: one, allMs: all, ratio: one / all });
}

const results: Record<string, unknown> = {};
function save(key: string, value: unknown): void {
  results[key] = value;
  fs.mkdirSync(path.join(ROOT, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(ROOT, 'reports/bench-ops.json'), JSON.stringify({ at: new Date().toISOString(), ...results }, null, 2));
}

async function main() {
  await rollbackTiming();
  if (!process.argv.includes('--no-build-timing')) buildTiming();
}

main().catch((err: Error) => {
  console.error(`✗ ${err.message}`);
  process.exit(1);
});
