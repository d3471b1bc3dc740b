import { logError, type RuntimeConfigInput } from '@edu/shared/core';

/** Runtime config inlined by the edge (`<script id="app-config">`): shared's part plus the shell's own switches. */
export interface ShellConfig extends RuntimeConfigInput {
  registryPollMs?: number;
  /** Ops status page at /ops/status. */
  opsStatus?: boolean;
  /** QA may pin a published remote version per browser (?mf_override=name@version). Off unless on. */
  qaOverride?: boolean;
  /** One browser may load one remote from a dev server on its own machine (`pnpm dev`). Off unless on. */
  devOverrides?: boolean;
}

let cached: ShellConfig | null = null;

export function shellConfig(): ShellConfig {
  if (cached) return cached;
  const text = document.getElementById('app-config')?.textContent?.trim();
  cached = {};
  if (text && !text.startsWith('<!--')) {
    try {
      cached = JSON.parse(text) as ShellConfig;
    } catch (err) {
      logError(err, { kind: 'config', detail: 'app-config is not JSON; using defaults' });
    }
  }
  return cached;
}
