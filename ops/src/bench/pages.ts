/** The four pages the performance budgets hold (issue #14): the ones a learner's money goes through. */
export const BUDGET_PAGES: Record<string, string> = {
  home: '/',
  'course list': '/khoa-hoc',
  'course detail': '/khoa-hoc/vat-ly-12-chinh-phuc-diem-9-c0013',
  'news post': '/tin-tuc/hoc-nhom-truc-tuyen-loi-ich-va-luu-y',
};

/** The pages Module Federation's bytes above its runtime are judged on (issue 31 item 6): the four and sign-in. */
export const FEDERATION_PAGES: Record<string, string> = { ...BUDGET_PAGES, 'sign-in': '/dang-nhap' };

/** The budgets, per page. JavaScript as served (brotli or gzip on the wire); Lighthouse mobile, median of 3. */
export const BUDGETS = {
  firstLoadJsKb: 150,
  performance: 95,
  lcpMs: 2000,
  tbtMs: 150,
  cls: 0.05,
  /** Navigation into a remote not loaded yet: the click → its page on screen (in the page's clock), p50 on loopback. */
  remoteNavigationMs: 200,
  /**
   * Module Federation against the same pages as one bundle (monolith-bench.ts), first-load JavaScript as served:
   * (MF − monolith) − the federation runtime's files, per page. The runtime is a floor (~20 KB as served with
   * @module-federation/enhanced: the old ≤ 1.10× on bytes could not hold); this is what federation adds above it.
   */
  mfAboveFloorKb: 5,
  /** On the phone profile (phone-bench.ts), p50 per primary button: the button on screen → the app's handler on it. */
  phoneUsableMs: 1000,
  /** … and a tap → the frame that shows its first sign (INP "good" is ≤ 200 ms). */
  phoneFeedbackMs: 200,
};
