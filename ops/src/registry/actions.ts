import fs from 'node:fs';
import path from 'node:path';
import { authorize } from './deploy-tokens';
import { promote, rollback, setCanary } from './pointers';
import type { ChangeAuthor } from './types';

/**
 * The registry changes an operator makes — promote, rollback, canary — with their checks, as one code
 * path for the CLI (`pnpm ops`) and the web console: a deploy token for that remote, a reason, and
 * before a version goes live or canary, the render check.
 */
export interface ActionContext {
  deployDir: string;
  token: string | undefined;
  reason: string | undefined;
  /** The running site the render check proxies the API to. */
  siteUrl: string;
  skipRenderCheck?: boolean;
  log?: (line: string) => void;
}

/** Who changes `remote`, and why: refused without a token for it or without a reason. */
export function authorOf(ctx: ActionContext, remote: string, verb: string): ChangeAuthor & { reason: string } {
  const by = authorize(ctx.deployDir, ctx.token, remote);
  const reason = ctx.reason?.trim();
  if (!reason) throw new Error(`say why: pnpm ops ${verb} … --reason "…" (it goes in the audit log)`);
  return { by, reason };
}

/**
 * The live shell renders each page of the version in headless Chromium (./render-gate.ts); any page
 * that fails refuses the change. Skipped, saying so, without Chromium, a deployed shell or a site.
 */
export async function renderCheck(ctx: ActionContext, remote: string, version: string): Promise<void> {
  const log = ctx.log ?? (() => undefined);
  if (ctx.skipRenderCheck) return log('⚠ render check skipped (--skip-render-check)');
  // without Playwright (a service's pruned install) the gate's module cannot even load: say so first
  if (!hasPlaywright())
    return log('⚠ render check skipped: the ops tools are not installed here (Playwright drives Chromium; a pruned service image has none)');
  const { findChromium, renderGate } = await import('./render-gate');
  const chromium = findChromium();
  const skip = !chromium
    ? 'no Chromium (set CHROMIUM_PATH)'
    : !fs.existsSync(path.join(ctx.deployDir, 'shell', 'index.html'))
      ? `no deployed shell in ${ctx.deployDir} to render with`
      : !(await fetch(new URL('/registry.json', ctx.siteUrl)).then(
            (r) => r.ok,
            () => false,
          ))
        ? `the site at ${ctx.siteUrl} does not answer (set EDGE_URL)`
        : null;
  if (skip) return log(`⚠ render check skipped: ${skip}`);
  log(`  rendering ${remote}@${version}'s pages with the live shell (headless Chromium)…`);
  const report = await renderGate({
    deployDir: ctx.deployDir,
    remote,
    version,
    siteUrl: ctx.siteUrl,
    chromiumPath: chromium!,
    log: (line) => log(`    ${line}`),
  });
  if (report.skipped.length) log(`  not rendered: ${report.skipped.join(', ')}`);
  if (report.problems.length)
    throw new Error(`${remote}@${version} was not changed — it fails on the live shell:\n  - ${report.problems.join('\n  - ')}`);
  log(`✓ ${report.rendered.length} pages rendered without errors`);
}

function hasPlaywright(): boolean {
  try {
    require.resolve('@playwright/test');
    return true;
  } catch {
    return false;
  }
}

export async function promoteAction(ctx: ActionContext, remote: string, version: string): Promise<{ from: string | null }> {
  const who = authorOf(ctx, remote, 'promote');
  await renderCheck(ctx, remote, version);
  return promote(ctx.deployDir, remote, version, who);
}

export function rollbackAction(ctx: ActionContext, remote: string, version?: string): Promise<{ from: string | null; to: string }> {
  return rollback(ctx.deployDir, remote, version, authorOf(ctx, remote, 'rollback'));
}

/** `percent` 0 clears the canary (no render check: nothing new reaches browsers). */
export async function canaryAction(ctx: ActionContext, remote: string, version: string, percent: number): Promise<ChangeAuthor & { reason: string }> {
  const who = authorOf(ctx, remote, 'canary');
  if (percent > 0) await renderCheck(ctx, remote, version);
  await setCanary(ctx.deployDir, remote, version, percent, who);
  return who;
}
