/**
 * `pnpm bench` (last part): the budgets, judged on what the measurements just wrote
 * (reports/bench-first-load.json, reports/bench-ssr.json, reports/bench-monolith.json, reports/bench-phone.json,
 * reports/bench-a11y.json). Prints one row per page and exits 3 — its own
 * code, not a test failure — naming every budget exceeded.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../paths';
import { BUDGET_PAGES, BUDGETS } from './pages';
import type { FloorRow } from './difference';
import type { A11yReport } from './accessibility-bench';

interface FirstLoad {
  /** fontKb / fontFiles: absent in a report written before fonts were counted. */
  pages: Record<string, { jsKb: number; jsFiles: number; fontKb?: number; fontFiles?: number; requests: number }>;
  /** p50: the click → the remote's page on screen; contentP50: → its first post (after the API's answer). */
  navigation: { p50: number; contentP50?: number };
}
interface Monolith {
  /** absent in a report written before the budget above the floor (issue 31 item 6) */
  floor?: Pick<FloorRow, 'page' | 'above the floor KB' | 'runtime files KB'>[];
}
/** reports/bench-phone.json (phone-bench.ts): p50 per primary button on the phone profile. */
interface PhoneRowLike {
  button: string;
  greyP50: number | null;
  feedbackP50: number | null;
  lost: number;
}
interface Ssr {
  lighthouse: { page: string; mode: string; performance: number; lcpMs: number; tbtMs: number; cls: number }[];
}

const read = <T>(file: string): T => JSON.parse(fs.readFileSync(path.join(ROOT, 'reports', file), 'utf8')) as T;

/** Every budget a page's figures exceed, as lines. */
export function overBudget(page: string, js: FirstLoad['pages'][string] | undefined, lh: Ssr['lighthouse'][number] | undefined): string[] {
  const over: string[] = [];
  if (!js) over.push(`${page}: no first-load measurement`);
  else if (js.jsKb > BUDGETS.firstLoadJsKb) over.push(`${page}: ${js.jsKb} KB of JavaScript > ${BUDGETS.firstLoadJsKb} KB`);
  if (!lh) over.push(`${page}: no Lighthouse measurement`);
  else {
    if (lh.performance < BUDGETS.performance) over.push(`${page}: performance ${lh.performance} < ${BUDGETS.performance}`);
    if (lh.lcpMs > BUDGETS.lcpMs) over.push(`${page}: LCP ${lh.lcpMs} ms > ${BUDGETS.lcpMs} ms`);
    if (lh.tbtMs > BUDGETS.tbtMs) over.push(`${page}: TBT ${lh.tbtMs} ms > ${BUDGETS.tbtMs} ms`);
    if (lh.cls > BUDGETS.cls) over.push(`${page}: CLS ${lh.cls} > ${BUDGETS.cls}`);
  }
  return over;
}

/** Every phone budget a button's figures exceed (visible → usable, tap → feedback, a tap the app did not take). */
export function phoneOverBudget(row: PhoneRowLike): string[] {
  const over: string[] = [];
  if (row.greyP50 == null || row.greyP50 > BUDGETS.phoneUsableMs)
    over.push(`"${row.button}" on a phone: visible → usable p50 ${row.greyP50 ?? '–'} ms > ${BUDGETS.phoneUsableMs} ms`);
  if (row.feedbackP50 == null || row.feedbackP50 > BUDGETS.phoneFeedbackMs)
    over.push(`"${row.button}" on a phone: tap → feedback p50 ${row.feedbackP50 ?? '–'} ms > ${BUDGETS.phoneFeedbackMs} ms`);
  if (row.lost) over.push(`"${row.button}" on a phone: ${row.lost} tap(s) right after usable not taken by the app`);
  return over;
}

/** Every page under Lighthouse accessibility 100 (issue 31 item 5), and none measured is a failure too. */
export function a11yOverBudget(pages: A11yReport['pages']): string[] {
  if (!pages.length) return ['accessibility: no measurement (pnpm bench:a11y)'];
  return pages.filter((p) => p.score < 100).map((p) => `${p.page}: Lighthouse accessibility ${p.score} < 100`);
}

function main(): number {
  const first = read<FirstLoad>('bench-first-load.json');
  const ssr = read<Ssr>('bench-ssr.json');
  const over: string[] = [];
  const table = Object.keys(BUDGET_PAGES).map((page) => {
    const js = first.pages[page];
    const lh = ssr.lighthouse.find((r) => r.page === page && r.mode === 'server-rendered');
    const problems = overBudget(page, js, lh);
    over.push(...problems);
    return {
      page,
      'JS KB (served)': js?.jsKb,
      'JS files': js?.jsFiles,
      // the web font's files this page used (no budget of its own: they are not JavaScript)
      'font KB (served)': js?.fontKb,
      'font files': js?.fontFiles,
      requests: js?.requests,
      performance: lh?.performance,
      'LCP ms': lh?.lcpMs,
      'TBT ms': lh?.tbtMs,
      CLS: lh?.cls,
      budget: problems.length ? '✗' : '✓',
    };
  });
  const monolith = read<Monolith>('bench-monolith.json');
  if (!monolith.floor) over.push('MF above its runtime: no measurement (pnpm bench:monolith)');
  for (const row of monolith.floor ?? []) {
    if (row['above the floor KB'] > BUDGETS.mfAboveFloorKb)
      over.push(`${row.page}: MF − monolith − the runtime files = ${row['above the floor KB']} KB > ${BUDGETS.mfAboveFloorKb} KB`);
  }
  if (first.navigation.p50 > BUDGETS.remoteNavigationMs)
    over.push(`navigation into a remote: p50 ${first.navigation.p50} ms > ${BUDGETS.remoteNavigationMs} ms`);
  console.log(
    `\nBudgets (JS ≤ ${BUDGETS.firstLoadJsKb} KB served; Lighthouse mobile ≥ ${BUDGETS.performance}, LCP ≤ ${BUDGETS.lcpMs} ms, TBT ≤ ${BUDGETS.tbtMs} ms, CLS ≤ ${BUDGETS.cls}; navigation into a remote p50 ≤ ${BUDGETS.remoteNavigationMs} ms; on a phone visible → usable ≤ ${BUDGETS.phoneUsableMs} ms, tap → feedback ≤ ${BUDGETS.phoneFeedbackMs} ms):`,
  );
  console.table(table);
  console.log(
    `navigation into a remote (home → /tin-tuc), from the click: its page on screen p50 ${first.navigation.p50} ms; its first post p50 ${first.navigation.contentP50 ?? '–'} ms`,
  );
  console.log(
    `MF above its runtime (MF − monolith − the runtime files, KB as served): ${(monolith.floor ?? []).map((r) => `${r.page} ${r['above the floor KB']}`).join(', ')} (≤ ${BUDGETS.mfAboveFloorKb} KB; the runtime files ${(monolith.floor ?? []).map((r) => r['runtime files KB']).join(' / ')} KB)`,
  );
  const phone = fs.existsSync(path.join(ROOT, 'reports/bench-phone.json')) ? read<{ rows: PhoneRowLike[] }>('bench-phone.json').rows : [];
  if (!phone.length) over.push('phone: no measurement (pnpm bench:phone)');
  for (const row of phone) over.push(...phoneOverBudget(row));
  console.log(
    `on a phone (CPU 4×, 1.6 Mbps / 150 ms), p50: ${phone.map((r) => `"${r.button}" visible → usable ${r.greyP50} ms, tap → feedback ${r.feedbackP50} ms`).join('; ')} (≤ ${BUDGETS.phoneUsableMs} ms, ≤ ${BUDGETS.phoneFeedbackMs} ms)`,
  );
  const a11y = fs.existsSync(path.join(ROOT, 'reports/bench-a11y.json')) ? read<A11yReport>('bench-a11y.json').pages : [];
  over.push(...a11yOverBudget(a11y));
  console.log(`Lighthouse accessibility: ${a11y.map((p) => `${p.page} ${p.score}`).join(', ') || '–'} (100 on each)`);
  if (!over.length) {
    console.log('✓ every budget holds');
    return 0;
  }
  console.error(`✗ ${over.length} budget(s) exceeded:\n  - ${over.join('\n  - ')}`);
  return 3;
}

if (require.main === module) process.exit(main());
