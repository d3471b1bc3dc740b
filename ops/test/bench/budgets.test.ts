import { overBudget } from '../../src/bench/budgets';

const js = (jsKb: number) => ({ jsKb, jsFiles: 10, requests: 30 });
const lh = (performance: number, lcpMs: number, tbtMs: number, cls: number) => ({
  page: 'home',
  mode: 'server-rendered',
  performance,
  lcpMs,
  tbtMs,
  cls,
});

describe('overBudget: what `pnpm bench` fails on', () => {
  it.each([
    ['everything within budget', js(150), lh(95, 2000, 150, 0.05), []],
    ['too much JavaScript', js(150.1), lh(99, 900, 50, 0), ['home: 150.1 KB of JavaScript > 150 KB']],
    [
      'a slow page on every count',
      js(100),
      lh(90, 2400, 300, 0.2),
      ['home: performance 90 < 95', 'home: LCP 2400 ms > 2000 ms', 'home: TBT 300 ms > 150 ms', 'home: CLS 0.2 > 0.05'],
    ],
    ['nothing measured', undefined, undefined, ['home: no first-load measurement', 'home: no Lighthouse measurement']],
  ])('%s', (_name, first, light, expected) => {
    expect(overBudget('home', first, light)).toEqual(expected);
  });
});
