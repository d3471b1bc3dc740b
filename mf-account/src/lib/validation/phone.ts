import { firstError, required } from './messages';

/**
 * Mobile prefixes in use since the 2018 switch to 10 digits (Viettel 032–039, 086, 096–098;
 * Vinaphone 081–085, 088, 091, 094; MobiFone 070, 076–079, 089, 090, 093; Vietnamobile 052, 056,
 * 058, 092; Gmobile 059, 099; Reddi 055; iTel 087).
 */
const PREFIX = /^0(3[2-9]|5[25689]|7[06-9]|8[1-9]|9[0-46-9])/;

/** Separators people type: spaces, dots, dashes, brackets. */
function digitsOf(raw: string): string {
  return raw.trim().replace(/[\s.\-()]/g, '');
}

/** '+84 912 345 678', '84912345678', '0912.345.678' → '0912345678'; anything else is returned stripped. */
export function normalizePhone(raw: string): string {
  const s = digitsOf(raw);
  if (/^\+84\d{9}$/.test(s)) return `0${s.slice(3)}`;
  if (/^84\d{9}$/.test(s)) return `0${s.slice(2)}`;
  if (/^\+?840\d{9}$/.test(s)) return s.slice(s.indexOf('0', 2));
  return s;
}

function shape(value: string): string | null {
  const phone = normalizePhone(value);
  if (!/^\+?\d+$/.test(phone)) return 'Số điện thoại chỉ gồm chữ số (có thể bắt đầu bằng +84)';
  if (/^01\d{9}$/.test(phone)) return 'Số 11 chữ số (01x) đã đổi sang 10 chữ số, vui lòng nhập số mới';
  if (phone.startsWith('+')) return 'Chỉ hỗ trợ số di động Việt Nam (+84)';
  if (phone.length !== 10 || !phone.startsWith('0')) return 'Số điện thoại gồm 10 chữ số, bắt đầu bằng 0 (ví dụ: 0912 345 678)';
  if (!PREFIX.test(phone)) return 'Đầu số không phải số di động Việt Nam (03x, 05x, 07x, 08x, 09x)';
  return null;
}

export function validatePhone(value: string): string | null {
  return firstError(value, required('Vui lòng nhập số điện thoại'), shape);
}

/** '0912345678' → '0912 345 678' for display. */
export function formatPhone(phone: string): string {
  const p = normalizePhone(phone);
  return /^0\d{9}$/.test(p) ? `${p.slice(0, 4)} ${p.slice(4, 7)} ${p.slice(7)}` : phone;
}
