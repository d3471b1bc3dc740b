/**
 * Where Module Federation's extra first-load bytes go, page by page: the same visit's JavaScript files
 * of both builds (as served), summed by part. The entry file holds webpack's runtime in both builds
 * and, with MF, the federation runtime; remote entries exist only with MF; everything else is the
 * libraries and the app's code, which MF shares whole (a shared module cannot be tree-shaken) and
 * splits into one file per shared module.
 */
import { kb } from './served';

export const PARTS = ['entry file (runtime)', 'remote entries', 'libraries and app code'] as const;
export type Part = (typeof PARTS)[number];

export function partOf(file: string): Part {
  if (/^\/main\.[0-9a-f]+\.js$/.test(file)) return 'entry file (runtime)';
  if (file.endsWith('/remoteEntry.js')) return 'remote entries';
  return 'libraries and app code';
}

export interface DifferenceRow {
  part: Part | 'total';
  'MF KB': number;
  'monolith KB': number;
  'MF − monolith KB': number;
}

type Files = { path: string; bytes: number }[];

/** One row per part and a total: KB as served in each build, and what MF adds. */
export function difference(mf: Files, monolith: Files): DifferenceRow[] {
  const sum = (files: Files, part?: Part) => files.filter((f) => !part || partOf(f.path) === part).reduce((a, f) => a + f.bytes, 0);
  const row = (part: DifferenceRow['part'], a: number, b: number): DifferenceRow => ({
    part,
    'MF KB': kb(a),
    'monolith KB': kb(b),
    'MF − monolith KB': kb(a - b),
  });
  return [...PARTS.map((part) => row(part, sum(mf, part), sum(monolith, part))), row('total', sum(mf), sum(monolith))];
}
