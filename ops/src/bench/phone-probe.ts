/**
 * The phone bench's probe (./phone-bench.ts), an init script run in the page before any of its own. Strings:
 * the bench's TypeScript runner decorates functions with helpers the page does not have.
 *
 * A target's `probe` is an object literal: `find(doc)` the button; `handler(el)` the element whose React props
 * carry the app's handler, `prop` its name; `feedback(doc, el)` true once the tap shows its first sign, `result(doc)`
 * once its outcome is on screen.
 */
export const PHONE_PROBE = `function (t) {
  const m = (window.__phone = { visible: null, usable: null, down: null, feedback: null, result: null, box: null, events: [] });
  const propsOf = (el) => {
    const key = el && Object.keys(el).find((k) => k.startsWith('__reactProps$'));
    return key ? el[key] : null;
  };
  const shown = (el) => {
    if (!el || !el.isConnected) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && (el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : true);
  };
  let el = null;
  // per frame until usable: when it first showed, when React first held its handler
  // (a layout read only until it showed: the probe must not add work to the frames it measures)
  const frame = () => {
    if (!el || !el.isConnected) el = t.find(document);
    if (m.visible == null && shown(el)) m.visible = performance.now();
    const props = m.visible != null && propsOf(t.handler(el));
    if (props && typeof props[t.prop] === 'function') {
      m.usable = performance.now();
      if (el.getBoundingClientRect().bottom > innerHeight) el.scrollIntoView({ block: 'center' });
      const r = el.getBoundingClientRect();
      m.box = { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      return;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  // after the tap: a mark once the frame showing the change has been produced (a frame, then a task)
  const mark = (key) => requestAnimationFrame(() => setTimeout(() => (m[key] ??= performance.now())));
  let seenFeedback = false;
  let seenResult = false;
  const check = () => {
    if (!seenFeedback && t.feedback(document, el)) {
      seenFeedback = true;
      mark('feedback');
    }
    if (!seenResult && t.result(document)) {
      seenResult = true;
      mark('result');
    }
    return seenResult;
  };
  addEventListener(
    'pointerdown',
    (e) => {
      if (m.down != null || m.usable == null) return;
      m.down = e.timeStamp;
      const watch = new MutationObserver(() => check() && watch.disconnect());
      watch.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    { capture: true },
  );
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId && m.down != null && e.startTime >= m.down - 1) m.events.push({ name: e.name, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}`;

export interface PhoneMarks {
  visible: number | null;
  usable: number | null;
  down: number | null;
  feedback: number | null;
  result: number | null;
  box: { x: number; y: number } | null;
  events: { name: string; duration: number }[];
}

export interface PhoneTarget {
  name: string;
  /** a page of its own, or a course found on a list page (as the e2e finds it) */
  path?: string;
  course?: { list: string; code: string };
  probe: string;
}

const BUY_BUTTON = (label: string) =>
  `(d) => [...d.querySelectorAll('aside[aria-label="Đăng ký khóa học"] button')].find((b) => b.textContent.trim() === ${JSON.stringify(label)})`;
const STATUS = (text: string) => `[...d.querySelectorAll('[role=status]')].some((s) => s.textContent.includes(${JSON.stringify(text)}))`;
/** A sign the button is at work: its label says so ("Đang …"), or it is greyed out (disabled). */
const BUSY = `el && (el.disabled || el.getAttribute('aria-busy') === 'true' || /^Đang /.test(el.textContent.trim()))`;

/** The buttons of issue 31: the course page's two, the free course's, the home page's Menu. */
export const PHONE_TARGETS: PhoneTarget[] = [
  {
    name: 'Thêm vào giỏ hàng',
    course: { list: '/khoa-hoc?category=lap-trinh&price_range=2', code: 'c0034' },
    probe: `{ find: ${BUY_BUTTON('Thêm vào giỏ hàng')}, handler: (el) => el.form, prop: 'onSubmit',
      feedback: (d, el) => ${BUSY} || ${STATUS('Đã thêm khóa học vào giỏ hàng')},
      result: (d) => ${STATUS('Đã thêm khóa học vào giỏ hàng')} }`,
  },
  {
    // as a guest: checkout asks for the sign-in page, the next page either way
    name: 'Mua ngay',
    course: { list: '/khoa-hoc?category=lap-trinh&price_range=2', code: 'c0034' },
    probe: `{ find: ${BUY_BUTTON('Mua ngay')}, handler: (el) => el.form, prop: 'onSubmit',
      feedback: (d, el) => ${BUSY} || !d.querySelector('[data-remote="mf_catalogue"]'),
      result: (d) => !d.querySelector('[data-remote="mf_catalogue"]') && !!d.querySelector('main .sh-remote h1') }`,
  },
  {
    name: 'Đăng ký học miễn phí',
    course: { list: '/khoa-hoc?category=lap-trinh&price_range=1', code: 'c0035' },
    probe: `{ find: ${BUY_BUTTON('Đăng ký học miễn phí')}, handler: (el) => el.form, prop: 'onSubmit',
      feedback: (d, el) => ${BUSY} || !!d.querySelector('[role=dialog]'),
      result: (d) => !!d.querySelector('[role=dialog] h2, [role=dialog] h1') }`,
  },
  {
    name: 'Menu (home)',
    path: '/',
    probe: `{ find: (d) => d.querySelector('header .sh-menu-button'), handler: (el) => el, prop: 'onClick',
      feedback: (d) => !!d.getElementById('sh-drawer'),
      result: (d) => !!d.getElementById('sh-drawer') }`,
  },
];
