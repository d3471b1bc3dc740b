import path from 'node:path';

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

export const REMOTES: AppPackage[] = [
  { dir: 'mf-catalogue', name: 'mf_catalogue', kind: 'remote' },
  { dir: 'mf-account', name: 'mf_account', kind: 'remote' },
  { dir: 'mf-checkout', name: 'mf_checkout', kind: 'remote' },
  { dir: 'mf-learning', name: 'mf_learning', kind: 'remote' },
  { dir: 'mf-content', name: 'mf_content', kind: 'remote' },
];

export const SHELL: AppPackage = { dir: 'shell', name: 'shell', kind: 'shell' };

export const APPS: AppPackage[] = [SHELL, ...REMOTES];

/** Accepts either the folder name (mf-catalogue) or the federation name (mf_catalogue). */
export function findApp(id: string): AppPackage {
  const app = APPS.find((a) => a.dir === id || a.name === id);
  if (!app) throw new Error(`Unknown app "${id}". Known: ${APPS.map((a) => a.dir).join(', ')}`);
  return app;
}
