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
}

export interface RemoteState {
  live: string | null;
  /** Versions that were live before, most recent last: `rollback` pops from here. */
  previous: string[];
  canary: { version: string; percent: number } | null;
  versions: Record<string, PublishedVersion>;
}

export interface AuditEntry {
  at: string;
  by: string;
  action: 'publish' | 'promote' | 'rollback' | 'canary' | 'canary-clear';
  remote: string;
  version: string | null;
  detail?: string;
  /** Why (required of every change made through the CLI). */
  reason?: string;
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
