import { required } from './messages';

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export interface PasswordRule {
  id: 'length' | 'lower' | 'upper' | 'digit' | 'space';
  label: string;
  test: (value: string) => boolean;
}

/** Shown up front under the field as a live checklist, and enforced on submit. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `Từ ${PASSWORD_MIN} đến ${PASSWORD_MAX} ký tự`, test: (v) => v.length >= PASSWORD_MIN && v.length <= PASSWORD_MAX },
  { id: 'lower', label: 'Có chữ thường (a–z)', test: (v) => /[a-z]/.test(v) },
  { id: 'upper', label: 'Có chữ hoa (A–Z)', test: (v) => /[A-Z]/.test(v) },
  { id: 'digit', label: 'Có chữ số (0–9)', test: (v) => /\d/.test(v) },
  { id: 'space', label: 'Không có khoảng trắng', test: (v) => v !== '' && !/\s/.test(v) },
];

export function passwordChecklist(value: string): { id: PasswordRule['id']; label: string; ok: boolean }[] {
  return PASSWORD_RULES.map((r) => ({ id: r.id, label: r.label, ok: r.test(value) }));
}

/** A new password (registration, reset, change). */
export function validateNewPassword(value: string): string | null {
  if (value === '') return 'Vui lòng nhập mật khẩu';
  const failed = PASSWORD_RULES.find((r) => !r.test(value));
  return failed ? `Mật khẩu chưa đạt: ${failed.label.charAt(0).toLowerCase()}${failed.label.slice(1)}` : null;
}

/** At sign-in only presence is checked: older accounts may predate the rules. */
export function validateLoginPassword(value: string): string | null {
  return value === '' ? 'Vui lòng nhập mật khẩu' : null;
}

export function validatePasswordConfirm(confirm: string, password: string): string | null {
  return required('Vui lòng nhập lại mật khẩu')(confirm) ?? (confirm !== password ? 'Mật khẩu nhập lại không khớp' : null);
}
