import path from 'node:path';
import { REMOTES as REMOTE_LIST, type RemoteDefinition } from '@edu/shared/platform';

/** Repository root (ops/src/paths.ts → ../..). */
export const ROOT = path.resolve(__dirname, '../..');

/** Where published remotes, the shell and the registry live (the edge serves from here). */
export const deployDir = (): string => path.resolve(process.env.DEPLOY_DIR ?? path.join(ROOT, '.deploy'));

export interface AppPackage {
  /** Folder name in the workspace. */
  dir: string;
  /** Module Federation name. */
  name: string;
  kind: 'shell' | 'remote';
}

/** Ops' view of a list of remotes (the real one below; a test passes a longer one). */
export const remotePackages = (list: readonly RemoteDefinition[]): AppPackage[] => list.map((r) => ({ dir: r.dir, name: r.name, kind: 'remote' }));

/** From the one list of remotes in shared (`@edu/shared/platform` REMOTES). */
export const REMOTES: AppPackage[] = remotePackages(REMOTE_LIST);

export const SHELL: AppPackage = { dir: 'shell', name: 'shell', kind: 'shell' };

export const APPS: AppPackage[] = [SHELL, ...REMOTES];

/** Accepts either the folder name (mf-catalogue) or the federation name (mf_catalogue). */
export function findApp(id: string): AppPackage {
  const app = APPS.find((a) => a.dir === id || a.name === id);
  if (!app) throw new Error(`Unknown app "${id}". Known: ${APPS.map((a) => a.dir).join(', ')}`);
  return app;
}
