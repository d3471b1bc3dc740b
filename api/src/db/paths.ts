import path from 'node:path';

/** Repository root (api/src/db → ../../..). */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.data');

export function dataDir(): string {
  return process.env.DATA_DIR ? path.resolve(process.env.DATA_DIR) : DEFAULT_DATA_DIR;
}
