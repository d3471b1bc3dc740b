/**
 * Age confirmation (SPEC §2 age modal, §9 "Age date format dd/MM/yyyy").
 *
 * MIN_AGE = 13: learners younger than 13 use the site through a parent's account. 13 is the
 * threshold app stores and most learning platforms use for self-service accounts, and it keeps
 * us clear of collecting a young child's data without a guardian (Nghị định 13/2023/NĐ-CP, Điều 20).
 * Used by the shell's age modal and the account profile form.
 */
export const MIN_AGE = 13;
export const MAX_AGE = 120;

export interface BirthDate {
  day: number;
  month: number;
  year: number;
}

/** Types the slashes for the learner: '0509' → '05/09', '05092010' → '05/09/2010'. */
export function formatBirthDateInput(raw: string): string {
  const d = raw.replace(/\D/g, '').slice(0, 8);
  if (d.length <= 2) return d;
  if (d.length <= 4) return `${d.slice(0, 2)}/${d.slice(2)}`;
  return `${d.slice(0, 2)}/${d.slice(2, 4)}/${d.slice(4)}`;
}

/** Strict dd/MM/yyyy (d/M/yyyy accepted); null when the shape or the calendar date is wrong. */
export function parseBirthDate(value: string): BirthDate | null {
  const m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(year, month - 1, day));
  const real = probe.getUTCFullYear() === year && probe.getUTCMonth() === month - 1 && probe.getUTCDate() === day;
  return real && month >= 1 && day >= 1 ? { day, month, year } : null;
}

/** Whole years between the birth date and `now` (local calendar date; a birthday today counts). */
export function ageOn(birth: BirthDate, now: Date): number {
  const [y, m, d] = [now.getFullYear(), now.getMonth() + 1, now.getDate()];
  const hadBirthday = m > birth.month || (m === birth.month && d >= birth.day);
  return y - birth.year - (hadBirthday ? 0 : 1);
}

function isFuture(birth: BirthDate, now: Date): boolean {
  const key = (y: number, m: number, d: number) => y * 10000 + m * 100 + d;
  return key(birth.year, birth.month, birth.day) > key(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

/** Vietnamese message, or null when the learner may continue. */
export function validateBirthDate(value: string, now: Date = new Date(), minAge: number = MIN_AGE): string | null {
  const text = value.trim();
  if (text === '') return 'Vui lòng nhập ngày sinh';
  if (!/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(text)) return 'Ngày sinh theo định dạng ngày/tháng/năm, ví dụ 05/09/2010';
  const birth = parseBirthDate(text);
  if (!birth) return `Ngày ${text} không có trên lịch`;
  if (isFuture(birth, now)) return 'Ngày sinh không được ở tương lai';
  const age = ageOn(birth, now);
  if (age > MAX_AGE) return 'Năm sinh không hợp lệ';
  if (age < minAge) return `Bạn cần đủ ${minAge} tuổi. Hãy nhờ bố mẹ hoặc người giám hộ đăng ký giúp`;
  return null;
}

/** '05/09/2010' → '2010-09-05' for the API; null when invalid. */
export function birthDateToIso(value: string): string | null {
  const b = parseBirthDate(value);
  return b ? `${b.year}-${String(b.month).padStart(2, '0')}-${String(b.day).padStart(2, '0')}` : null;
}

/** '2010-09-05' (or a full ISO timestamp) → '05/09/2010'; '' when absent. */
export function isoToBirthDate(iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  return m ? `${m[3]}/${m[2]}/${m[1]}` : '';
}
