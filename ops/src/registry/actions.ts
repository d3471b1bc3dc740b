import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CanaryPolicy } from './canary-watch';
import { clearFault, FAULT_LABEL, setFault } from './faults';
import { authorizeIdentity, identify, type TokenIdentity } from './deploy-tokens';
import { promote, rollback, setCanary } from './pointers';
import { reportPropagation } from './propagation';
import { readRegistry } from './store';
import type { CanaryAuto, ChangeAuthor } from './types';

/**
 * The registry changes an operator makes — promote, rollback, canary — with their checks, as one code
 * path for the CLI (`pnpm ops`) and the web console: a deploy token for that remote, a reason, and
 * before a version goes live or canary, the render check.
 */
export interface ActionContext {
  deployDir: string;
  token: string | undefined;
  /** Who, already identified (the console's session, checked on this request): used instead of `token`. */
  identity?: TokenIdentity;
  reason: string | undefined;
  /** The running site the render check proxies the API to. */
  siteUrl: string;
  /** The operator's explicit override (CLI only): the change goes ahead unchecked, and the history says so. */
  skipRenderCheck?: boolean;
  /** The console: a version a check found at fault is refused outright (./faults.ts). */
  refuseFaulty?: boolean;
  /** Loads the render check, `() => import('../gate/render-gate')`; without it a change that needs the check is refused. */
  renderGate?: () => Promise<RenderGate>;
  log?: (line: string) => void;
}

/**
 * The render check (../gate/render-gate.ts), passed in by the caller (the CLI, the console's host): it starts an edge
 * and a browser, and the registry imports neither (ops/eslint/ops-layers.cjs: the registry sits below both).
 */
export interface RenderGate {
  findChromium(): string | null;
  renderGate(options: {
    deployDir: string;
    shellDir?: string;
    remote: string;
    version: string;
    siteUrl: string;
    chromiumPath: string;
    log?: (line: string) => void;
  }): Promise<{ rendered: string[]; skipped: string[]; problems: string[]; couldNotJudge: string[] }>;
}

/** Who changes `remote`, and why: refused without a token for it or without a reason. */
export async function authorOf(ctx: ActionContext, remote: string, verb: string): Promise<ChangeAuthor & { reason: string }> {
  const by = authorizeIdentity(ctx.identity ?? (await identify(ctx.token)), remote);
  const reason = ctx.reason?.trim();
  if (!reason) throw new Error(`say why: pnpm ops ${verb} … --reason "…" (it goes in the audit log)`);
  return { by, reason };
}

/** What the audit log says of a change made with --skip-render-check. */
export const SKIPPED_NOTE = 'render check skipped on purpose (--skip-render-check)';

/**
 * The live shell renders each page of the version in headless Chromium (../gate/render-gate.ts); any page
 * that fails refuses the change. It fails closed: when the check cannot run (no Playwright, no Chromium,
 * no deployed shell, no site answering) or could not judge a page twice, the change is refused too. The one
 * way past it is the operator's own `--skip-render-check` with the --reason every change has, written to
 * the history with the change (the web console has no such path). Returns the audit note of a skip.
 */
export async function renderCheck(ctx: ActionContext, remote: string, version: string): Promise<string | undefined> {
  const log = ctx.log ?? (() => undefined);
  if (ctx.skipRenderCheck) {
    log(`⚠ ${SKIPPED_NOTE}: written to the history with your reason`);
    return SKIPPED_NOTE;
  }
  const cannot = (why: string) =>
    new Error(
      `${remote}@${version} was not changed — the render check cannot run here: ${why}.\n` +
        `  Fix that and try again; only if you know the version is sound: pnpm ops … --skip-render-check --reason "…" (recorded in the history).`,
    );
  // without Playwright (a service's pruned install) the gate's module cannot even load: say so first
  if (!hasPlaywright()) throw cannot('the ops tools are not installed here (playwright-core drives Chromium)');
  if (!ctx.renderGate) throw cannot('no render check was handed to this action (its caller passes renderGate)');
  const { findChromium, renderGate } = await ctx.renderGate();
  const chromium = findChromium();
  if (!chromium) throw cannot("no Chromium (install Debian's chromium, or set CHROMIUM_PATH)");
  // the console's service keeps its own folder; the shell it renders with is the deploy volume's (RENDER_SHELL_DIR)
  const shellDir = process.env.RENDER_SHELL_DIR || ctx.deployDir;
  if (!fs.existsSync(path.join(shellDir, 'shell', 'index.html')))
    throw cannot(`no deployed shell in ${shellDir} to render with (run it where the shell was deployed: pnpm ops deploy; or set RENDER_SHELL_DIR)`);
  const siteAnswers = await fetch(new URL('/registry.json', ctx.siteUrl), { signal: AbortSignal.timeout(15_000) }).then(
    (r) => r.ok,
    () => false,
  );
  if (!siteAnswers) throw cannot(`the site at ${ctx.siteUrl} does not answer (its API answers the pages: set EDGE_URL)`);
  log(`  rendering ${remote}@${version}'s pages with the live shell (headless Chromium)…`);
  const report = await renderGate({
    deployDir: ctx.deployDir,
    shellDir,
    remote,
    version,
    siteUrl: ctx.siteUrl,
    chromiumPath: chromium,
    log: (line) => log(`    ${line}`),
  });
  if (report.skipped.length) log(`  not rendered: ${report.skipped.join(', ')}`);
  const list = (lines: string[]) => `\n  - ${lines.join('\n  - ')}`;
  if (report.problems.length) {
    // a verdict on the version: kept with it, and the console refuses it (./faults.ts)
    await setFault(ctx.deployDir, remote, version, 'render', report.problems);
    const alsoUnjudged = report.couldNotJudge.length ? `\nand could not judge (a slow machine, not a verdict):${list(report.couldNotJudge)}` : '';
    throw new Error(`${remote}@${version} was not changed — it fails on the live shell:${list(report.problems)}${alsoUnjudged}`);
  }
  if (report.couldNotJudge.length) {
    throw new Error(
      `${remote}@${version} was not changed — the render check could not judge it (nothing rendered in time, twice: a slow machine, not a failure of the version):${list(report.couldNotJudge)}`,
    );
  }
  log(`✓ ${report.rendered.length} pages rendered without errors`);
  await clearFault(ctx.deployDir, remote, (await readRegistry(ctx.deployDir)).remotes[remote]?.versions[version], 'render');
  return undefined;
}

/**
 * `pnpm ops verify` of the version before it reaches browsers: its files as deployed must be the bytes
 * published (a changed chunk is refused by browsers anyway, as an error card). Not skipped by
 * --skip-render-check: this is no browser's judgement, and it cannot fail to run without saying why.
 */
async function requireIntact(ctx: ActionContext, remote: string, version: string): Promise<void> {
  const { verifyDeployed } = await import('./verify');
  const report = await verifyDeployed(ctx.deployDir, remote, version);
  const state = await readRegistry(ctx.deployDir);
  if (report.problems.length) await setFault(ctx.deployDir, remote, version, 'verify', report.problems);
  else await clearFault(ctx.deployDir, remote, state.remotes[remote]?.versions[version], 'verify');
  if (report.problems.length) {
    throw new Error(
      `${remote}@${version} was not changed — what is deployed differs from what was published:\n  - ${report.problems.join('\n  - ')}`,
    );
  }
}

function hasPlaywright(): boolean {
  try {
    require.resolve('playwright-core');
    return true;
  } catch {
    return false;
  }
}

/**
 * What would refuse the change anyway is said before a browser starts: an unknown version, and — from the
 * console, which has no way past a check — a version a check found at fault.
 */
async function requirePublished(ctx: ActionContext, remote: string, version: string): Promise<void> {
  const versions = (await readRegistry(ctx.deployDir)).remotes[remote]?.versions ?? {};
  if (!versions[version]) throw new Error(`${remote}@${version} is not published (published: ${Object.keys(versions).join(', ') || 'none'})`);
  const faults = versions[version].faults ?? [];
  if (ctx.refuseFaulty && faults.length) {
    throw new Error(
      `${remote}@${version} bị chặn: ${faults.map((f) => `${FAULT_LABEL[f.check]} (${f.at.slice(0, 16).replace('T', ' ')} UTC)`).join('; ')}. ` +
        'Hãy phát hành bản đã sửa; bảng điều khiển không bỏ qua kiểm tra.',
    );
  }
}

export async function promoteAction(ctx: ActionContext, remote: string, version: string): Promise<{ from: string | null }> {
  const who = await authorOf(ctx, remote, 'promote');
  await requirePublished(ctx, remote, version);
  await requireIntact(ctx, remote, version);
  const note = await renderCheck(ctx, remote, version);
  const result = await promote(ctx.deployDir, remote, version, { ...who, note });
  await reportPropagation(ctx.log, ctx.siteUrl);
  return result;
}

export async function rollbackAction(ctx: ActionContext, remote: string, version?: string): Promise<{ from: string | null; to: string }> {
  const result = await rollback(ctx.deployDir, remote, version, await authorOf(ctx, remote, 'rollback'));
  await reportPropagation(ctx.log, ctx.siteUrl);
  return result;
}

/** `--auto`: the policy the canary controller on the server decides by, and for how long. */
export interface AutoRequest {
  policy: CanaryPolicy;
  windowMinutes: number;
}

/**
 * `percent` 0 clears the canary (no render check: nothing new reaches browsers). With `auto`, the policy
 * goes into the registry with the canary, in one change, and the canary controller on the server decides it
 * (../canary/controller.ts): this returns as soon as it is handed over.
 */
export async function canaryAction(
  ctx: ActionContext,
  remote: string,
  version: string,
  percent: number,
  autoRequest?: AutoRequest,
): Promise<ChangeAuthor & { reason: string; auto?: CanaryAuto }> {
  const who = await authorOf(ctx, remote, 'canary');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new Error('percent must be an integer 0–100');
  // stopping a canary is always allowed: it takes a version away from browsers
  await requirePublished({ ...ctx, refuseFaulty: ctx.refuseFaulty && percent > 0 }, remote, version);
  if (percent > 0) await requireIntact(ctx, remote, version);
  const note = percent > 0 ? await renderCheck(ctx, remote, version) : undefined;
  const now = Date.now();
  const auto: CanaryAuto | undefined =
    autoRequest && percent > 0
      ? {
          id: randomUUID(),
          ...autoRequest.policy,
          startedAt: new Date(now).toISOString(),
          until: new Date(now + autoRequest.windowMinutes * 60_000).toISOString(),
          by: who.by,
          reason: who.reason,
        }
      : undefined;
  await setCanary(ctx.deployDir, remote, version, percent, { ...who, note }, auto);
  await reportPropagation(ctx.log, ctx.siteUrl);
  return { ...who, auto };
}
