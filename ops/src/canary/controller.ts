import os from 'node:os';
import type { RemoteHealthReport, RemoteVersionHealth } from '@edu/shared/schemas';
import { countsOf, judgeCanary } from '../registry/canary-watch';
import { readRegistry } from '../registry/store';
import type { CanaryAuto } from '../registry/types';
import { applyDecision, recordDecision, type Decision } from './decisions';
import { recordCanaryDecision } from '../metrics/metrics';
import { fileLeadership, pgLeadership, type Leadership } from './leader';

/**
 * The canary controller: decides `pnpm ops canary … --auto` canaries on the server, not in an operator's
 * terminal. It runs in the ops console's process (`pnpm ops console`, the production ops-console service)
 * and in `pnpm start`'s edge, or alone (`pnpm ops controller`); any number may run, one leads (./leader.ts).
 * Every tick the leader reads the registry; for each canary carrying an auto policy it reads that canary's
 * and the live version's signed-health counts since the canary started (the API's admin report, exact page
 * views, failures and distinct visitors: docs/decisions/2026-11-27-signed-health.md) and decides by
 * ../registry/canary-watch.ts: promote, roll back, or — past the policy's deadline — leave it undecided.
 * The decision is made once (./decisions.ts) and recorded in the history with its numbers.
 */
export interface ControllerOptions {
  deployDir: string;
  /** The site whose API answers the health report. */
  siteUrl: string;
  /** The API's admin token (the health report is an admin read). */
  adminToken: string | undefined;
  /** How often it looks (CANARY_TICK_MS; default 5 s: a failing canary goes within seconds of its evidence). */
  tickMs?: number;
  log?: (line: string) => void;
}

export interface Controller {
  /** One look at every auto canary (the loop's step; tests call it to decide now). */
  tick(): Promise<void>;
  stop(): Promise<void>;
}

export const controllerName = (): string => `${os.hostname()} pid ${process.pid}`;

async function readHealth(siteUrl: string, adminToken: string, minutes: number): Promise<RemoteVersionHealth[]> {
  const res = await fetch(new URL(`/api/admin/remote_health.json?minutes=${minutes}`, siteUrl), {
    headers: { authorization: `Bearer ${adminToken}` },
    signal: AbortSignal.timeout(5000),
  });
  if (!res.ok) throw new Error(`health report: HTTP ${res.status}`);
  return ((await res.json()) as { data: RemoteHealthReport }).data.versions;
}

/** Minutes of health since the canary started (the report counts whole minutes, the current one included). */
const minutesSince = (auto: CanaryAuto, now: number) => Math.max(1, Math.ceil((now - Date.parse(auto.startedAt)) / 60_000) + 1);

export function startCanaryController(o: ControllerOptions): Controller {
  const log = o.log ?? ((line: string) => console.log(line));
  const registryDb = process.env.REGISTRY_DATABASE_URL || undefined;
  const name = controllerName();
  const leadership: Leadership = registryDb ? pgLeadership(registryDb, name, log) : fileLeadership(o.deployDir, name, log);
  /** What was last said per canary: a line only when it changes. */
  const said = new Map<string, string>();
  const say = (key: string, line: string) => {
    if (said.get(key) === line) return;
    said.set(key, line);
    log(`canary controller: ${line}`);
  };

  const decide = async (d: Decision) => {
    // where PostgreSQL holds the registry, the first recorded decision for this auto canary is the one applied
    const standing = registryDb ? await recordDecision(registryDb, d) : d;
    if (await applyDecision(o.deployDir, standing)) {
      // Prometheus: canary_decisions_total{remote,decision} (ops/src/metrics), once per decision applied here
      recordCanaryDecision(standing.remote, standing.kind);
      say(standing.autoId, `${standing.remote}@${standing.version} ${standing.kind}: ${standing.why}`);
    }
  };

  const tick = async () => {
    // a controller that cannot read health does not lead: another one may
    if (!o.adminToken) return say('token', 'no ADMIN_TOKEN: cannot read the health report, so this one does not lead');
    // the leader holds on even with nothing to decide: its heartbeat tells `canary --auto` who will decide
    if (!(await leadership.hold())) return;
    const state = await readRegistry(o.deployDir);
    const autos = Object.entries(state.remotes).flatMap(([remote, r]) =>
      r.canary?.auto ? [{ remote, version: r.canary.version, live: r.live, auto: r.canary.auto }] : [],
    );
    for (const { remote, version, live, auto } of autos) {
      const now = Date.now();
      let versions: RemoteVersionHealth[];
      try {
        versions = await readHealth(o.siteUrl, o.adminToken, minutesSince(auto, now));
      } catch (error) {
        // no health, no decision: an unreadable report never promotes nor rolls back
        say(auto.id, `${remote}@${version}: health unavailable (${(error as Error).message}); waiting`);
        continue;
      }
      const find = (v: string | null) => versions.find((h) => h.remote === remote && h.version === v);
      const verdict = judgeCanary(find(version), find(live), auto);
      const numbers = { ...countsOf(find(version), find(live)), controller: name };
      if (verdict.kind !== 'wait') {
        await decide({ autoId: auto.id, remote, version, kind: verdict.kind, why: verdict.why, numbers });
      } else if (now >= Date.parse(auto.until)) {
        await decide({ autoId: auto.id, remote, version, kind: 'undecided', why: `window ended: ${verdict.why}`, numbers });
      } else say(auto.id, `${remote}@${version}: ${verdict.why}`);
    }
  };

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  const loop = () => {
    running = tick()
      .catch((error: Error) => say('error', `tick failed (${error.message}); trying again`))
      .finally(() => {
        if (!stopped) timer = setTimeout(loop, o.tickMs ?? 5000);
      });
  };
  loop();
  return {
    tick,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
      await leadership.release();
    },
  };
}

/** The tick from the environment (CANARY_TICK_MS), for the processes that start a controller. */
export const tickFromEnv = (): number | undefined => (process.env.CANARY_TICK_MS ? Number(process.env.CANARY_TICK_MS) : undefined);
