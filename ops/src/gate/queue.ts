import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One render check at a time on a machine. Two promotes at once are two CLI processes (or the console
 * and a CLI), often with different deploy folders; two headless Chromiums on a small machine each take
 * twice as long, and then neither can judge. So a check takes a lock file in the machine's temporary
 * folder first and the others wait their turn, saying whom they wait for. A holder that died (its pid is
 * gone) is passed over; a live one is waited for up to `waitMs`.
 */
export interface Holder {
  pid: number;
  host: string;
  since: string;
  what: string;
  /** This holding's own mark: a release removes only its own file. */
  id: string;
}

export interface QueueOptions {
  /** The lock file; default: render-gate.lock in os.tmpdir() (RENDER_GATE_LOCK overrides it). */
  file?: string;
  /** What this check is, for the ones waiting behind it. */
  what: string;
  /** How long to wait for the machine before giving up (default 15 min). */
  waitMs?: number;
  log?: (line: string) => void;
  pollMs?: number;
}

export const defaultLockFile = (): string => process.env.RENDER_GATE_LOCK ?? path.join(os.tmpdir(), 'edu-render-gate.lock');

/** Runs `task` holding the machine's render-check lock. */
export async function inTurn<T>(options: QueueOptions, task: () => Promise<T>): Promise<T> {
  const release = await acquire(options);
  try {
    return await task();
  } finally {
    release();
  }
}

export async function acquire({ file = defaultLockFile(), what, waitMs = 15 * 60_000, log, pollMs = 200 }: QueueOptions): Promise<() => void> {
  const me: Holder = { pid: process.pid, host: os.hostname(), since: new Date().toISOString(), what, id: randomUUID() };
  const started = Date.now();
  let waitingFor: string | null = null;
  for (;;) {
    try {
      fs.writeFileSync(file, JSON.stringify(me), { flag: 'wx', mode: 0o644 });
      if (waitingFor) log?.(`  my turn after ${Math.round((Date.now() - started) / 1000)} s in the queue`);
      return () => releaseIf(file, me.id);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readHolder(file);
    const age = Date.now() - (fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
    if (!holder && age > 10_000) {
      // created and never written: its writer died in between
      fs.rmSync(file, { force: true });
      continue;
    }
    if (holder && !isAlive(holder)) {
      // its process died holding it: the file goes (only if it is still that holder's)
      releaseIf(file, holder.id);
      continue;
    }
    const who = holder ? `${holder.what} (pid ${holder.pid}, since ${holder.since})` : 'another render check';
    if (who !== waitingFor) log?.(`  waiting for ${who} to finish: one render check at a time on this machine`);
    waitingFor = who;
    if (Date.now() - started > waitMs) {
      throw new Error(`the render check waited ${Math.round(waitMs / 60_000)} min for ${who} (${file}) and did not get its turn`);
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

function readHolder(file: string): Holder | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Holder;
  } catch {
    return null; // being written or just removed: look again
  }
}

/** Same machine: its pid answers. Another host (a shared temporary folder): trusted until its own release. */
export function isAlive(holder: Pick<Holder, 'pid' | 'host'>): boolean {
  if (holder.host !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function releaseIf(file: string, id: string): void {
  if (readHolder(file)?.id === id) fs.rmSync(file, { force: true });
}
