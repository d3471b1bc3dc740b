/**
 * `pnpm ops <verb>`: the deploy CLI. Every verb prints what it did and exits non-zero on failure.
 *   publish <remote> [version]      built output → immutable version folder (gate checked, hashes recorded)
 *   promote <remote> <version>      make a published version live, after the render check: the live shell
 *                                   renders its pages in headless Chromium (EDGE_URL's API); any page that
 *                                   throws or logs an error refuses it, and so does a check that cannot run
 *                                   (--skip-render-check skips it on purpose, written to the history)
 *   rollback <remote> [version]     back to the previous (or any earlier published) version
 *   canary <remote> <version> <pct> send pct% of browsers (sticky bucket) to a version; 0 clears it
 *     [--auto [--min-loads N] [--min-visitors M] [--max-error-rate R] [--window MIN]
 *             [--min-vitals V] [--max-extra-inp MS] [--max-extra-lcp MS]]  hand it to the canary
 *                                   controller on the server, and return: it promotes after N healthy page views,
 *                                   rolls back when the error rate (browsers' or the server's) beats live's by R, or
 *                                   its INP / LCP p75 over V page views beats live's by MS (defaults 20, 100, 500),
 *                                   neither before M distinct visitors (default 3); undecided after MIN minutes
 *                                   (default 30): left as it is
 *   status                          live / canary / previous versions, publish times, manifest health
 *   history <remote>                the audit log: when, what, by whom
 *   verify [remote] [version]       re-hash what is deployed against the hashes recorded at publish
 *   preview <remote> <version> [--hours 24]  a signed, expiring link that shows that published version to
 *                                   whoever opens it (a bar says so), and to nobody else
 *   token create <owner> <remote|*>… [--days 90] | token list | token revoke <id>
 *                                   deploy tokens in PostgreSQL (OPS_DATABASE_URL): expiry, revocation, last use
 *   console                         the web console on 127.0.0.1:${OPS_CONSOLE_PORT:-3900}/ops/console (the local edge
 *                                   serves it too): versions, health over time, history, promote / rollback / canary;
 *                                   its process runs the canary controller (CANARY_TICK_MS, default 5000)
 *   controller                      the canary controller alone (ADMIN_TOKEN, EDGE_URL; one leader among all that run)
 *   deploy                          shell + every remote's latest build (new versions go live) + app-config.json:
 *                                   fills a deploy folder for nginx (docker-compose's `deploy` volume)
 *   backup [folder] | restore <folder>  the database (pg_dump / pg_restore into an empty one) and a check that
 *                                   every object it names (published versions, learners' uploads) is in its bucket
 *
 * Every change (publish, promote, rollback, canary) needs a deploy token for that remote (OPS_TOKEN) and a
 * --reason "…"; the audit log records the token's owner and the reason.
 */
import path from 'node:path';
import { deployDir, findApp, REMOTES, ROOT } from '../paths';

// Each verb loads only what it needs: a rollback must not pay for webpack or the publish gate.

const argv = process.argv.slice(2);
/** `--reason "…"` or `--reason=…`, taken out of the positional arguments. */
function takeOption(name: string): string | undefined {
  const at = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (at < 0) return undefined;
  const [flag] = argv.splice(at, 1);
  if (flag!.includes('=')) return flag!.slice(flag!.indexOf('=') + 1);
  return argv.splice(at, 1)[0];
}
const reasonGiven = takeOption('reason');
/** `--auto` and friends, taken out of the positional arguments too. */
function takeFlag(name: string): boolean {
  const at = argv.indexOf(`--${name}`);
  if (at >= 0) argv.splice(at, 1);
  return at >= 0;
}
const auto = takeFlag('auto');
const skipRenderCheck = takeFlag('skip-render-check');
const hours = takeOption('hours');
const days = takeOption('days');
const autoOptions = {
  minLoads: takeOption('min-loads'),
  minVisitors: takeOption('min-visitors'),
  maxErrorRate: takeOption('max-error-rate'),
  window: takeOption('window'),
  minVitals: takeOption('min-vitals'),
  maxExtraInp: takeOption('max-extra-inp'),
  maxExtraLcp: takeOption('max-extra-lcp'),
};
const [verb, ...args] = argv;
const dir = deployDir();
const siteUrl = () => process.env.EDGE_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
const actions = () => import('../registry/actions');
/** What every change is checked with (ops/src/registry/actions.ts, the web console's code path too). */
const context = () => ({
  deployDir: dir,
  token: process.env.OPS_TOKEN,
  reason: reasonGiven,
  siteUrl: siteUrl(),
  skipRenderCheck,
  // the render check, loaded only when a change needs it (a pruned install without Playwright never loads it)
  renderGate: () => import('../gate/render-gate'),
  log: (line: string) => console.log(line),
});

function need(value: string | undefined, what: string): string {
  if (!value) throw new Error(`missing ${what}\nusage: pnpm ops ${verb} ${usage[verb as keyof typeof usage] ?? ''}`);
  return value;
}

const usage = {
  publish: '<remote> [version] --reason "…"',
  promote: '<remote> <version> --reason "…" [--skip-render-check]',
  rollback: '<remote> [version] --reason "…"',
  canary:
    '<remote> <version> <percent> --reason "…" [--skip-render-check] [--auto [--min-loads N] [--min-visitors M] [--max-error-rate R] [--window MIN] [--min-vitals V] [--max-extra-inp MS] [--max-extra-lcp MS]]',
  status: '',
  history: '<remote>',
  verify: '[remote] [version]',
  preview: '<remote> <version> [--hours 24]',
  token: 'create <owner> <remote|*>… [--days 90] | list | revoke <id>',
  console: '',
  controller: '',
  deploy: '',
  backup: '[folder] (DATABASE_URL; the S3_* variables, S3_BUCKET and UPLOADS_BUCKET)',
  restore: '<folder> (DATABASE_URL: an empty database)',
};

/** `canary … --auto`: the policy the canary controller on the server decides by (ops/src/canary/controller.ts). */
async function autoRequest() {
  const { DEFAULT_CANARY_POLICY } = await import('../registry/canary-watch');
  const number = (value: string | undefined, fallback: number, what: string) => {
    if (value === undefined) return fallback;
    const n = Number(value);
    if (!Number.isFinite(n) || n < 0) throw new Error(`${what} must be a number ≥ 0 (got "${value}")`);
    return n;
  };
  return {
    windowMinutes: number(autoOptions.window, 30, '--window (minutes)'),
    policy: {
      ...DEFAULT_CANARY_POLICY,
      minLoads: number(autoOptions.minLoads, DEFAULT_CANARY_POLICY.minLoads, '--min-loads'),
      minVisitors: number(autoOptions.minVisitors, DEFAULT_CANARY_POLICY.minVisitors, '--min-visitors'),
      maxExtraErrorRate: number(autoOptions.maxErrorRate, DEFAULT_CANARY_POLICY.maxExtraErrorRate, '--max-error-rate'),
      minVitals: number(autoOptions.minVitals, DEFAULT_CANARY_POLICY.minVitals, '--min-vitals'),
      maxExtraInpMs: number(autoOptions.maxExtraInp, DEFAULT_CANARY_POLICY.maxExtraInpMs, '--max-extra-inp (ms)'),
      maxExtraLcpMs: number(autoOptions.maxExtraLcp, DEFAULT_CANARY_POLICY.maxExtraLcpMs, '--max-extra-lcp (ms)'),
    },
  };
}

async function main() {
  switch (verb) {
    case 'publish': {
      const app = findApp(need(args[0], 'remote'));
      const [{ latestBuild }, { publishWithTypes }] = await Promise.all([import('../build/build-app'), import('../types/publish-types')]);
      const version = args[1] ?? latestBuild(app);
      if (!version || app.kind !== 'remote') throw new Error(`${app.dir} has no build to publish: run pnpm build ${app.dir}`);
      let shown = -1;
      const who = await (await actions()).authorOf(context(), app.name, 'publish');
      // with the types of its exposes beside remoteEntry.js (docs/squad-types.md)
      const outcome = await publishWithTypes(dir, app, path.join(ROOT, app.dir, 'dist', version), version, {
        onProgress: (done, total) => {
          const pct = Math.floor((done / total) * 10) * 10;
          if (pct !== shown && total > 20) process.stdout.write(`  copying ${done}/${total} files (${(shown = pct)}%)\n`);
        },
        author: who,
      });
      console.log(outcome.kind === 'published' ? `✓ published ${app.name}@${version}` : `✓ ${app.name}@${version} was already published (identical)`);
      console.log(`  types: ${outcome.types}`);
      return;
    }
    case 'promote': {
      const app = findApp(need(args[0], 'remote'));
      const { from } = await (await actions()).promoteAction(context(), app.name, need(args[1], 'version'));
      console.log(`✓ ${app.name} live: ${from ?? 'none'} → ${args[1]}`);
      return;
    }
    case 'rollback': {
      const app = findApp(need(args[0], 'remote'));
      const { from, to } = await (await actions()).rollbackAction(context(), app.name, args[1]);
      console.log(`✓ ${app.name} rolled back: ${from ?? 'none'} → ${to}`);
      return;
    }
    case 'canary': {
      const app = findApp(need(args[0], 'remote'));
      const percent = Number(need(args[2], 'percent'));
      const request = auto && percent > 0 ? await autoRequest() : undefined;
      const who = await (await actions()).canaryAction(context(), app.name, need(args[1], 'version'), percent, request);
      console.log(percent === 0 ? `✓ ${app.name} canary cleared` : `✓ ${app.name}@${args[1]} canary for ${percent}% of browsers`);
      if (who.auto) {
        // handed over: closing this terminal changes nothing
        console.log(`  the canary controller on the server decides it (until ${who.auto.until}); follow it: pnpm ops history ${app.name}`);
        const beat = await (await import('../canary/leader')).lastBeat(dir);
        if (beat && beat.secondsAgo <= 60) console.log(`  leading controller: ${beat.controller} (looked ${beat.secondsAgo} s ago)`);
        else
          console.log(
            '⚠ no canary controller has looked in the last minute: it runs in pnpm ops console, pnpm start (both with ADMIN_TOKEN) or pnpm ops controller; until one does, this stays a plain canary',
          );
      }
      return;
    }
    case 'controller': {
      // the canary controller alone (it also runs in pnpm ops console and pnpm start): any number may run, one leads
      const { startCanaryController, tickFromEnv } = await import('../canary/controller');
      const controller = startCanaryController({ deployDir: dir, siteUrl: siteUrl(), adminToken: process.env.ADMIN_TOKEN, tickMs: tickFromEnv() });
      const stop = () => void controller.stop().then(() => process.exit(0));
      process.on('SIGTERM', stop);
      process.on('SIGINT', stop);
      console.log(`✓ canary controller running (site: ${siteUrl()})`);
      return;
    }
    case 'status':
      return (await import('./status')).printStatus(dir, siteUrl());
    case 'history': {
      const app = findApp(need(args[0], 'remote'));
      const { readRegistry } = await import('../registry/store');
      const entries = (await readRegistry(dir)).audit.filter((a) => a.remote === app.name);
      if (!entries.length) console.log(`${app.name}: no history`);
      for (const a of entries) {
        console.log(
          `${a.at}  ${a.action.padEnd(12)} ${(a.version ?? '').padEnd(20)} ${a.by}${a.detail ? `  (${a.detail})` : ''}${a.reason ? `  — ${a.reason}` : ''}`,
        );
      }
      return;
    }
    case 'verify': {
      const remote = args[0] ? findApp(args[0]).name : undefined;
      const { verifyDeployed } = await import('../registry/verify');
      const report = await verifyDeployed(dir, remote, args[1]);
      // each version checked is marked (or its mark cleared): the console refuses a marked one
      const [{ setFault }, { readRegistry }] = await Promise.all([import('../registry/faults'), import('../registry/store')]);
      const state = await readRegistry(dir);
      for (const [key, problems] of Object.entries(report.byVersion)) {
        const [name, version] = key.split('@') as [string, string];
        const marked = state.remotes[name]?.versions[version]?.faults?.some((f) => f.check === 'verify');
        if (problems.length || marked) await setFault(dir, name, version, 'verify', problems);
      }
      for (const c of report.checked) console.log(`  ${c.remote}@${c.version}: ${c.files} files checked`);
      if (report.problems.length) throw new Error(`what is deployed differs from what was published:\n  - ${report.problems.join('\n  - ')}`);
      console.log('✓ every deployed file matches what was published');
      return;
    }
    case 'token':
      return (await import('./token-verbs')).tokenVerb(args, days);
    case 'preview': {
      const { makePreviewLink } = await import('../preview/make-preview');
      const link = await makePreviewLink({
        deployDir: dir,
        siteUrl: process.env.SITE_ORIGIN ?? siteUrl(),
        remote: need(args[0], 'remote'),
        version: need(args[1], 'version'),
        hours: hours === undefined ? undefined : Number(hours),
      });
      console.log(`✓ ${link.remote}@${link.version} preview until ${link.expiresAt.toISOString()}\n${link.url}`);
      return;
    }
    case 'console': {
      // the web console alone, on the ops machine (the local edge also serves it at /ops/console)
      const [{ createConsoleHandler }, http] = await Promise.all([import('../console/console-handler'), import('node:http')]);
      const handler = createConsoleHandler({
        deployDir: dir,
        siteUrl: siteUrl(),
        adminToken: process.env.ADMIN_TOKEN,
        renderGate: () => import('../gate/render-gate'),
      });
      // the console's service decides --auto canaries too (one leader among its replicas)
      const { startCanaryController, tickFromEnv } = await import('../canary/controller');
      startCanaryController({ deployDir: dir, siteUrl: siteUrl(), adminToken: process.env.ADMIN_TOKEN, tickMs: tickFromEnv() });
      const port = Number(process.env.OPS_CONSOLE_PORT ?? 3900);
      const host = process.env.OPS_CONSOLE_HOST ?? '127.0.0.1';
      http
        .createServer((req, res) => {
          // probes (Kubernetes: deploy/base/ops-console.yaml): the process answers; the stores are checked per action
          if (req.url === '/health' || req.url === '/ready') return void res.writeHead(200, { 'Content-Type': 'text/plain' }).end('ok');
          if (!handler(req, res)) res.writeHead(302, { Location: '/ops/console' }).end();
        })
        .listen(port, host, () => console.log(`✓ ops console on http://${host}:${port}/ops/console (site: ${siteUrl()})`));
      return;
    }
    case 'backup':
    case 'restore': {
      // the database with pg_dump / pg_restore, and every object it names checked in its bucket (docs/operations.md)
      const { backup, restore } = await import('../backup/backup');
      const url = need(process.env.DATABASE_URL ?? process.env.REGISTRY_DATABASE_URL, 'DATABASE_URL');
      const folder = path.resolve(
        verb === 'backup' ? (args[0] ?? `backup-${new Date().toISOString().replace(/[:.]/g, '-')}`) : need(args[0], 'folder'),
      );
      const { missing, count } =
        verb === 'backup'
          ? await backup(url, folder).then((r) => ({ missing: r.missing, count: r.manifest.objects.length }))
          : await restore(url, folder).then((r) => ({ missing: r.missing, count: r.objects }));
      console.log(
        `✓ ${verb === 'backup' ? 'backed up to' : 'restored from'} ${folder}; ${count - missing.length} of ${count} objects the database names are in their buckets`,
      );
      if (missing.length) throw new Error(`missing from the buckets:\n${missing.map((m) => `  ${m.bucket}/${m.key} (${m.by})`).join('\n')}`);
      return;
    }
    case 'deploy': {
      const [{ deployLocalBuilds }, fs] = await Promise.all([import('../deploy/local-deploy'), import('node:fs')]);
      await deployLocalBuilds(dir);
      await (await import('../types/contract-types')).publishContractTypes(dir); // with the shell: squads' types
      const configFile = path.join(dir, 'app-config.json');
      if (!fs.existsSync(configFile)) fs.writeFileSync(configFile, JSON.stringify({ apiBaseUrl: '', registryPollMs: 30_000 }));
      console.log(`✓ deployed to ${dir}`);
      return;
    }
    default:
      console.log(
        `usage: pnpm ops <verb>\n${Object.entries(usage)
          .map(([v, u]) => `  ${v} ${u}`)
          .join('\n')}\nremotes: ${REMOTES.map((r) => r.dir).join(', ')}`,
      );
      if (verb) throw new Error(`unknown verb "${verb}"`);
  }
}

main().catch((err: Error) => {
  console.error(`✗ ${err.message}`);
  process.exit(1);
});
