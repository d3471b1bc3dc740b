/** Codes are printed on cards: people add spaces or type lower case. 'abcd 1234' → 'ABCD1234'. */
export function normalizeActivationCode(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase();
}

export function validateActivationCode(value: string): string | null {
  const code = normalizeActivationCode(value);
  if (code === '') return 'Vui lòng nhập mã kích hoạt';
  if (!/^[A-Z0-9-]+$/.test(code)) return 'Mã kích hoạt chỉ gồm chữ cái không dấu, chữ số và dấu gạch ngang';
  if (code.length < 6 || code.length > 32) return 'Mã kích hoạt gồm từ 6 đến 32 ký tự';
  return null;
}
