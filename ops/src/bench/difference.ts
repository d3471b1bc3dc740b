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

/** One page's row of the federation budget: what MF adds above its runtime, KB as served. */
export interface FloorRow {
  page: string;
  'MF KB': number;
  'monolith KB': number;
  /** The floor: the entry file's MF − monolith (both hold webpack's runtime; MF's holds the federation runtime too). */
  'runtime files KB': number;
  'remote entries KB': number;
  /** MF − monolith. */
  'libraries and app code KB': number;
  /** (MF − monolith) − the runtime files = the remote entries + the libraries and app code MF adds. */
  'above the floor KB': number;
  budget: '✓' | '✗';
}

/** The federation budget's row for one page: summed in bytes, rounded once, judged against `budgetKb`. */
export function aboveFloor(page: string, mf: Files, monolith: Files, budgetKb: number): FloorRow {
  const sum = (files: Files, part?: Part) => files.filter((f) => !part || partOf(f.path) === part).reduce((a, f) => a + f.bytes, 0);
  const runtime = sum(mf, 'entry file (runtime)') - sum(monolith, 'entry file (runtime)');
  const above = sum(mf) - sum(monolith) - runtime;
  return {
    page,
    'MF KB': kb(sum(mf)),
    'monolith KB': kb(sum(monolith)),
    'runtime files KB': kb(runtime),
    'remote entries KB': kb(sum(mf, 'remote entries')),
    'libraries and app code KB': kb(sum(mf, 'libraries and app code') - sum(monolith, 'libraries and app code')),
    'above the floor KB': kb(above),
    budget: kb(above) <= budgetKb ? '✓' : '✗',
  };
}
