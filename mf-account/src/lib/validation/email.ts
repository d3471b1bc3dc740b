import { firstError, required } from './messages';

const LOCAL = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/i;
const LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/** Domains Vietnamese learners use most, with the typos people make in them. */
const TYPOS: Record<string, string> = {
  'gmail.co': 'gmail.com',
  'gmai.com': 'gmail.com',
  'gmial.com': 'gmail.com',
  'gmal.com': 'gmail.com',
  'gmail.cm': 'gmail.com',
  'gmail.vn': 'gmail.com',
  'gamil.com': 'gmail.com',
  'gmaill.com': 'gmail.com',
  'gmail.con': 'gmail.com',
  'yahoo.co': 'yahoo.com',
  'yaho.com': 'yahoo.com',
  'yahoo.com.v': 'yahoo.com.vn',
  'hotmail.co': 'hotmail.com',
  'hotmai.com': 'hotmail.com',
  'outlook.co': 'outlook.com',
  'outlok.com': 'outlook.com',
};

/** Trims and lower-cases: addresses are compared case-insensitively by the API. */
export function normalizeEmail(raw: string): string {
  return raw.trim().toLowerCase();
}

function shape(value: string): string | null {
  const email = normalizeEmail(value);
  if (/\s/.test(email)) return 'Email không được chứa khoảng trắng';
  if (/\P{ASCII}/u.test(email)) return 'Email không được chứa chữ có dấu';
  if (email.length > 254) return 'Email quá dài (tối đa 254 ký tự)';
  const at = email.lastIndexOf('@');
  if (at < 1 || email.indexOf('@') !== at) return 'Email không hợp lệ (ví dụ: ten@gmail.com)';
  const local = email.slice(0, at);
  const labels = email.slice(at + 1).split('.');
  if (local.length > 64 || !LOCAL.test(local)) return 'Phần trước @ của email không hợp lệ';
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || !labels.every((l) => LABEL.test(l)) || !/^[a-z]{2,}$/.test(tld)) {
    return 'Tên miền của email không hợp lệ (ví dụ: gmail.com)';
  }
  return null;
}

export function validateEmail(value: string): string | null {
  return firstError(value, required('Vui lòng nhập email'), shape);
}

/** 'an@gmial.com' → 'an@gmail.com'; null when nothing looks mistyped. */
export function suggestEmail(value: string): string | null {
  const email = normalizeEmail(value);
  const at = email.lastIndexOf('@');
  if (at < 1) return null;
  const fix = TYPOS[email.slice(at + 1)];
  return fix ? `${email.slice(0, at)}@${fix}` : null;
}
