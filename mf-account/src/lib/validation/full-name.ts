/** Collapses runs of spaces and trims: '  Nguyễn   Văn  An ' → 'Nguyễn Văn An'. */
export function normalizeFullName(raw: string): string {
  return raw.normalize('NFC').replace(/\s+/g, ' ').trim();
}

/** Letters of any script (Vietnamese diacritics included), spaces, apostrophes, hyphens and dots. */
export function validateFullName(value: string): string | null {
  const name = normalizeFullName(value);
  if (name === '') return 'Vui lòng nhập họ và tên';
  if (name.length < 2) return 'Họ và tên quá ngắn';
  if (name.length > 50) return 'Họ và tên tối đa 50 ký tự';
  if (!/^[\p{L}\p{M}][\p{L}\p{M} '.-]*$/u.test(name)) return 'Họ và tên chỉ gồm chữ cái và khoảng trắng';
  return null;
}
