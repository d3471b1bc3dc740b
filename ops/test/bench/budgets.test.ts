import { a11yOverBudget, overBudget, phoneOverBudget } from '../../src/bench/budgets';

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

describe('phoneOverBudget: the primary buttons on the phone profile (issue 31)', () => {
  const row = (greyP50: number | null, feedbackP50: number | null, lost = 0) => ({ button: 'Mua ngay', greyP50, feedbackP50, lost });
  it.each([
    ['usable within 1 s of showing, feedback within 200 ms', row(1000, 200), []],
    [
      'a grey second and a slow answer',
      row(1001, 201),
      ['"Mua ngay" on a phone: visible → usable p50 1001 ms > 1000 ms', '"Mua ngay" on a phone: tap → feedback p50 201 ms > 200 ms'],
    ],
    [
      'every tap lost: no figures is a failure, not a pass',
      row(400, null, 5),
      ['"Mua ngay" on a phone: tap → feedback p50 – ms > 200 ms', '"Mua ngay" on a phone: 5 tap(s) right after usable not taken by the app'],
    ],
  ])('%s', (_name, r, expected) => {
    expect(phoneOverBudget(r)).toEqual(expected);
  });
});

describe('a11yOverBudget: Lighthouse accessibility on the five pages (issue 31)', () => {
  const page = (name: string, score: number) => ({ page: name, path: '/', score });
  it.each([
    ['100 on every page', [page('home', 100), page('sign-in', 100)], []],
    ['one page under 100', [page('home', 100), page('sign-in', 96)], ['sign-in: Lighthouse accessibility 96 < 100']],
    ['nothing measured is a failure, not a pass', [], ['accessibility: no measurement (pnpm bench:a11y)']],
  ])('%s', (_name, pages, expected) => {
    expect(a11yOverBudget(pages)).toEqual(expected);
  });
});
