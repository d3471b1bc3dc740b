/**
 * Age confirmation (SPEC §2 says the check is "not shown"; this is our design):
 * a date typed dd/MM/yyyy must be a real calendar date, not in the future, not before 1900,
 * and the visitor must be at least MIN_AGE years old on `today`.
 */
export const MIN_AGE = 13;

export type AgeCheck =
  | { ok: true; birthDate: string }
  | { ok: false; error: string };

const PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;

export function checkBirthDate(input: string, today: Date = new Date(), minAge = MIN_AGE): AgeCheck {
  const text = input.trim();
  if (!text) return { ok: false, error: 'Vui lòng nhập ngày sinh.' };
  const match = PATTERN.exec(text);
  if (!match) return { ok: false, error: 'Ngày sinh phải có dạng dd/MM/yyyy, ví dụ 05/09/2008.' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return { ok: false, error: 'Ngày sinh không tồn tại, vui lòng kiểm tra lại.' };
  }
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  if (date.getTime() > todayUtc) return { ok: false, error: 'Ngày sinh không được ở tương lai.' };
  if (year < 1900) return { ok: false, error: 'Năm sinh không hợp lệ.' };
  let age = today.getFullYear() - year;
  if (today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day)) age -= 1;
  if (age < minAge) return { ok: false, error: `Bạn cần từ ${minAge} tuổi trở lên để tiếp tục.` };
  return { ok: true, birthDate: `${match[3]}-${match[2]}-${match[1]}` };
}

/** Keeps the digits the visitor typed and inserts the slashes: "05092008" → "05/09/2008". */
export function maskBirthDate(raw: string): string {
  const digits = raw.replace(/\D/g, '').slice(0, 8);
  if (digits.length <= 2) return digits;
  if (digits.length <= 4) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
}
