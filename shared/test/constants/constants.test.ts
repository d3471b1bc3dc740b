import { PACKAGE_DURATIONS, packageLabel, priceUnitLabel } from '../../src/constants/package-durations';

// Only the logic over the SPEC's constants is tested here; a test that restates a constant's value
// cannot catch anything a reviewer of the constant would not (issue #18).

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
