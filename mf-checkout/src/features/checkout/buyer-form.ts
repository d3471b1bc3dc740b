import type { UserInfo } from '@edu/shared/core';

// a type, not an interface: shared's useForm takes a record of fields
export type BuyerValues = {
  full_name: string;
  email: string;
  phone: string;
};

type BuyerErrors = Partial<Record<keyof BuyerValues, string>>;

export const BUYER_FIELDS: ReadonlyArray<keyof BuyerValues> = ['full_name', 'email', 'phone'];

export const MSG = {
  nameRequired: 'Vui lòng nhập họ và tên',
  nameShort: 'Họ và tên cần ít nhất 2 ký tự',
  nameLong: 'Họ và tên tối đa 120 ký tự',
  nameChars: 'Họ và tên không được chứa chữ số hoặc ký tự đặc biệt',
  emailRequired: 'Vui lòng nhập email',
  emailInvalid: 'Email không hợp lệ (ví dụ: ten@gmail.com)',
  emailLong: 'Email quá dài (tối đa 254 ký tự)',
  phoneRequired: 'Vui lòng nhập số điện thoại',
  phoneInvalid: 'Số điện thoại gồm 10 chữ số, bắt đầu bằng 0 (ví dụ: 0912 345 678)',
  phonePrefix: 'Đầu số không phải số di động Việt Nam (03x, 05x, 07x, 08x, 09x)',
} as const;

/** Mobile prefixes since the 2018 switch to 10 digits (same rule as the account area). */
const PREFIX = /^0(3[2-9]|5[25689]|7[06-9]|8[1-9]|9[0-46-9])/;
const EMAIL = /^[^\s@]{1,64}@[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*\.[a-z]{2,}$/i;
/** Letters of any script (Vietnamese included), spaces, apostrophes, dots and hyphens. */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s'.-]*$/u;

/** '+84 912 345 678', '84912345678', '0912.345.678' → '0912345678'; anything else is only stripped. */
export function normalisePhone(raw: string): string {
  const s = raw.trim().replace(/[\s.\-()]/g, '');
  if (/^\+84\d{9}$/.test(s)) return `0${s.slice(3)}`;
  if (/^84\d{9}$/.test(s)) return `0${s.slice(2)}`;
  return s;
}

export function normaliseBuyer(values: BuyerValues): BuyerValues {
  return {
    full_name: values.full_name.trim().replace(/\s+/g, ' '),
    email: values.email.trim().toLowerCase(),
    phone: normalisePhone(values.phone),
  };
}

export function validateField(field: keyof BuyerValues, raw: string): string | null {
  const value = normaliseBuyer({ full_name: '', email: '', phone: '', [field]: raw })[field];
  switch (field) {
    case 'full_name':
      if (!value) return MSG.nameRequired;
      if (value.length < 2) return MSG.nameShort;
      if (value.length > 120) return MSG.nameLong;
      return NAME.test(value) ? null : MSG.nameChars;
    case 'email':
      if (!value) return MSG.emailRequired;
      if (value.length > 254) return MSG.emailLong;
      return EMAIL.test(value) ? null : MSG.emailInvalid;
    case 'phone':
      if (!value) return MSG.phoneRequired;
      if (!/^0\d{9}$/.test(value)) return MSG.phoneInvalid;
      return PREFIX.test(value) ? null : MSG.phonePrefix;
  }
}

/** Every field's first problem; an empty object means the form can be sent. */
export function validateBuyer(values: BuyerValues): BuyerErrors {
  const errors: BuyerErrors = {};
  for (const field of BUYER_FIELDS) {
    const error = validateField(field, values[field]);
    if (error) errors[field] = error;
  }
  return errors;
}

/** The form's starting values from the session (SPEC §3 userInfo: full_name, email, phone). */
export function buyerFromUser(user: Pick<UserInfo, 'full_name' | 'email' | 'phone'> | null | undefined): BuyerValues {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  return { full_name: text(user?.full_name), email: text(user?.email), phone: text(user?.phone) };
}
