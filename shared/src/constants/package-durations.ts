import type { PackageDurationCode } from './enums';

export interface PackageDuration {
  code: PackageDurationCode;
  /** Unit as SPEC §3 names it: 'day', 'week', …, 'unlimited', '10 days', … */
  unit: string;
  /** Shown after a price, e.g. '99.000đ/tháng'. Code 5 is literally 'unlimited' (SPEC table). */
  priceLabel: string;
  packageLabel: string;
}

const row = (code: PackageDurationCode, unit: string, priceLabel: string, packageLabel: string): PackageDuration => ({
  code,
  unit,
  priceLabel,
  packageLabel,
});

/** Package-duration table, SPEC §3. */
export const PACKAGE_DURATIONS: Readonly<Record<PackageDurationCode, PackageDuration>> = {
  1: row(1, 'day', 'đ/ngày', 'Gói Ngày'),
  2: row(2, 'week', 'đ/tuần', 'Gói Tuần'),
  3: row(3, 'month', 'đ/tháng', 'Gói Tháng'),
  4: row(4, 'year', 'đ/năm', 'Gói Năm'),
  5: row(5, 'unlimited', 'unlimited', 'Không giới hạn'),
  6: row(6, '10 days', 'đ/10 ngày', 'Gói 10 Ngày'),
  7: row(7, '30 days', 'đ/30 ngày', 'Gói 30 Ngày'),
  8: row(8, '90 days', 'đ/90 ngày', 'Gói 90 Ngày'),
  9: row(9, '180 days', 'đ/180 ngày', 'Gói 180 Ngày'),
};

function lookup(code: unknown): PackageDuration | undefined {
  return typeof code === 'number' ? PACKAGE_DURATIONS[code as PackageDurationCode] : undefined;
}

/** 'Gói Tháng' for 3; '' for an unknown code. */
export function packageLabel(code: unknown): string {
  return lookup(code)?.packageLabel ?? '';
}

/** 'đ/tháng' for 3; '' for an unknown code. */
export function priceUnitLabel(code: unknown): string {
  return lookup(code)?.priceLabel ?? '';
}
