import os from 'node:os';

/**
 * How long the render gate waits for a page before it says it could not judge it. The wait ends as soon
 * as the page signals (rendered or failed), so the budget costs a sound page nothing; it is only what a
 * page that shows nothing gets, and it grows with what the machine is doing: a build or another check
 * beside the gate slows Chromium down, and a slow machine is not a broken version.
 */
export interface MachineLoad {
  /** os.loadavg()[0]: runnable processes, averaged over the last minute. */
  load1: number;
  cores: number;
}

/** An idle machine's budget per page (RENDER_GATE_BUDGET_MS overrides it). */
export const BASE_BUDGET_MS = 20_000;
/** The most the load stretches it: past that the machine is too busy to judge anything. */
export const MAX_LOAD_FACTOR = 4;
/** After a page showed up, errors thrown just after its first render (effects, lazy parts) still count. */
export const BASE_SETTLE_MS = 500;
/** The settle grows with the load too, but is paid on every page: at most this. */
export const MAX_SETTLE_MS = 1_000;

export function machineLoad(): MachineLoad {
  return { load1: os.loadavg()[0] ?? 0, cores: typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length };
}

/** 1 on a machine with a core to spare per runnable process, up to MAX_LOAD_FACTOR as the queue per core grows. */
export function loadFactor({ load1, cores }: MachineLoad): number {
  const perCore = load1 / Math.max(1, cores);
  return Math.min(MAX_LOAD_FACTOR, Math.max(1, perCore));
}

/** The page's budget for this attempt: the second attempt (after "could not judge") gets twice as long. */
export function pageBudgetMs(attempt: 1 | 2, load: MachineLoad, baseMs = baseBudgetMs()): number {
  return Math.round(baseMs * loadFactor(load) * attempt);
}

export function settleMs(load: MachineLoad): number {
  return Math.min(MAX_SETTLE_MS, Math.round(BASE_SETTLE_MS * loadFactor(load)));
}

export function describeLoad({ load1, cores }: MachineLoad): string {
  return `load ${load1.toFixed(1)} on ${cores} core${cores === 1 ? '' : 's'}`;
}

function baseBudgetMs(): number {
  const fromEnv = Number(process.env.RENDER_GATE_BUDGET_MS);
  return Number.isFinite(fromEnv) && fromEnv > 0 ? fromEnv : BASE_BUDGET_MS;
}
