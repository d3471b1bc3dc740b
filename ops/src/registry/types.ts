/** The registry's full state (ops-only file); the public registry.json is derived from it. */
export interface PublishedVersion {
  version: string;
  publishedAt: string;
  publishedBy: string;
  /** sha256 of every file, relative to the version folder. */
  files: Record<string, string>;
  /** SRI of remoteEntry.js, checked by the shell before running it. */
  integrity: string;
  exposes: string[];
  /** Set when the render check or `pnpm ops verify` failed it (cleared when that check passes again). */
  faults?: VersionFault[];
}

/** Where the Module Federation tools look for a remote's types: beside its remoteEntry.js. */
export const TYPES_ZIP = '@mf-types.zip';

/** Whether two versions' files are one build, the types of its exposes aside (added at publish, not built: ../types/publish-types.ts). */
export function sameBuild(a: Record<string, string>, b: Record<string, string>): boolean {
  const build = (files: Record<string, string>) => JSON.stringify({ ...files, [TYPES_ZIP]: undefined });
  return build(a) === build(b);
}

export interface RemoteState {
  live: string | null;
  /** Versions that were live before, most recent last: `rollback` pops from here. */
  previous: string[];
  canary: { version: string; percent: number; auto?: CanaryAuto } | null;
  versions: Record<string, PublishedVersion>;
}

/** What `canary … --auto` hands the controller on the server (ops/src/canary/): the policy it decides by. */
export interface CanaryAuto {
  /** This auto canary's own id: its decision row's key (one decision per id, ever). */
  id: string;
  minLoads: number;
  minVisitors: number;
  minAttempts: number;
  maxExtraErrorRate: number;
  /** Speed (Web Vitals' p75 against live's): absent in auto canaries handed over before it, which get the defaults. */
  minVitals?: number;
  maxExtraInpMs?: number;
  maxExtraLcpMs?: number;
  startedAt: string;
  /** Undecided by then: the canary stays where it is, and the history says so. */
  until: string;
  /** Who handed it over, and why: the decision is recorded in their name, with the numbers. */
  by: string;
  reason: string;
}

/** A version the render check or `pnpm ops verify` found at fault: the console refuses it. */
export interface VersionFault {
  check: 'render' | 'verify';
  at: string;
  /** What failed, first lines only. */
  why: string;
}

export interface AuditEntry {
  at: string;
  by: string;
  action: 'publish' | 'promote' | 'rollback' | 'canary' | 'canary-clear' | 'canary-undecided';
  remote: string;
  version: string | null;
  detail?: string;
  /** Why (required of every change made through the CLI). */
  reason?: string;
  /** A canary controller's decision: the counts it decided on, and which controller did. */
  numbers?: CanaryNumbers;
}

export interface CanaryNumbers {
  loads: number;
  errors: number;
  attempts: number;
  visitors: number;
  errorRate: number;
  liveErrorRate: number;
  /** The SSR service's renders of the canary, their failures (render errors + 5xx), and the rates (absent in older entries). */
  ssrRenders?: number;
  ssrErrors?: number;
  ssrErrorRate?: number;
  liveSsrErrorRate?: number;
  /** Web Vitals' p75 of the canary (and live's), and the page views that reported them (absent in older entries). */
  inpP75?: number | null;
  liveInpP75?: number | null;
  inpSamples?: number;
  lcpP75?: number | null;
  liveLcpP75?: number | null;
  lcpSamples?: number;
  clsP75?: number | null;
  controller: string;
}

/** Who makes a change, and why: the deploy token's owner and the --reason given (defaults: OPS_USER or user@host). */
export interface ChangeAuthor {
  by: string;
  reason?: string;
  /** Written into the change's audit detail, e.g. that the render check was skipped on purpose. */
  note?: string;
}

export interface RegistryState {
  schema: 1;
  remotes: Record<string, RemoteState>;
  audit: AuditEntry[];
}

export const emptyState = (): RegistryState => ({ schema: 1, remotes: {}, audit: [] });

export const emptyRemote = (): RemoteState => ({ live: null, previous: [], canary: null, versions: {} });
