import { CONTENT_TYPES, SORT_ORDERS } from '../../src/constants/labels';
import { PACKAGE_DURATIONS, packageLabel, priceUnitLabel } from '../../src/constants/package-durations';
import { COLOR_BANNER_HOME, PLACEMENT } from '../../src/constants/placement';
import * as timing from '../../src/constants/timing';

describe('package durations (SPEC §3)', () => {
  it.each([
    [1, 'day', 'đ/ngày', 'Gói Ngày'],
    [2, 'week', 'đ/tuần', 'Gói Tuần'],
    [3, 'month', 'đ/tháng', 'Gói Tháng'],
    [4, 'year', 'đ/năm', 'Gói Năm'],
    [5, 'unlimited', 'unlimited', 'Không giới hạn'],
    [6, '10 days', 'đ/10 ngày', 'Gói 10 Ngày'],
    [7, '30 days', 'đ/30 ngày', 'Gói 30 Ngày'],
    [8, '90 days', 'đ/90 ngày', 'Gói 90 Ngày'],
    [9, '180 days', 'đ/180 ngày', 'Gói 180 Ngày'],
  ] as const)('code %i: %s, %s, %s', (code, unit, price, pkg) => {
    expect(PACKAGE_DURATIONS[code]).toEqual({ code, unit, priceLabel: price, packageLabel: pkg });
    expect(packageLabel(code)).toBe(pkg);
    expect(priceUnitLabel(code)).toBe(price);
  });

  it.each([0, 10, -1, 1.5, '3', null, undefined])('gives "" for unknown code %p', (code) => {
    expect(packageLabel(code)).toBe('');
    expect(priceUnitLabel(code)).toBe('');
  });
});

describe('placement codes (SPEC §3)', () => {
  it.each([
    ['HOME', 1], ['COURSE', 2], ['EXAM_GATE', 3], ['MY_COURSES', 4], ['INTRO', 5], ['ERROR', 6], ['FOOTER', 7],
    ['SOLUTION', 10], ['HOME_MIDDLE', 17], ['HOME_BOTTOM', 18], ['EXAM_GATE_TOP', 20], ['EXAM_GATE_BOTTOM', 21],
    ['NEWS', 22], ['HASHTAG', 23], ['PARTNER_INTRO', 25], ['INTRO_FOOTER', 26], ['HOME_STUDY', 27],
  ])('%s = %i', (name, code) => {
    expect(PLACEMENT[name as keyof typeof PLACEMENT]).toBe(code);
  });

  it('has exactly the 17 SPEC codes', () => {
    expect(Object.values(PLACEMENT).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 10, 17, 18, 20, 21, 22, 23, 25, 26, 27]);
    expect(COLOR_BANNER_HOME).toBe('COLOR_BANNER_HOME');
  });
});

describe('labels and timings', () => {
  it('sort orders', () => {
    expect(SORT_ORDERS).toEqual({ default: 'Liên quan', title: 'Tiêu đề', content: 'Nội dung', date: 'Ngày đăng' });
  });

  it('content types', () => {
    expect(Object.values(CONTENT_TYPES)).toEqual(['exam_gate', 'solution', 'intro']);
  });

  it.each([
    ['TOAST_DEFAULT_MS', 3000],
    ['MODAL_SCROLL_RELEASE_MS', 300],
    ['ANIMATION_MS', 250],
    ['SESSION_COOKIE_DAYS', 3],
    ['GUEST_COOKIE_DAYS', 7],
    ['FREE_COURSE_SNAPSHOT_MS', 900_000],
    ['MY_COURSE_PAGE_COOKIE_SECONDS', 60],
    ['RELOAD_GUARD_TTL_MS', 10_000],
  ])('%s = %i (SPEC §9)', (name, value) => {
    expect(timing[name as keyof typeof timing]).toBe(value);
  });
});
