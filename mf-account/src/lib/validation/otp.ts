export const OTP_LENGTH = 6;

/** Keeps digits only (a pasted '123 456' or '123-456' works), at most six. */
export function normalizeOtp(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export function validateOtp(value: string): string | null {
  if (value.trim() === '') return 'Vui lòng nhập mã OTP';
  if (/[^\d\s-]/.test(value)) return 'Mã OTP chỉ gồm chữ số';
  return value.replace(/\D/g, '').length !== OTP_LENGTH ? `Mã OTP gồm ${OTP_LENGTH} chữ số` : null;
}
