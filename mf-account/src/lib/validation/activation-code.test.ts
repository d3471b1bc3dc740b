import { normalizeActivationCode, validateActivationCode } from './activation-code';

describe('validateActivationCode', () => {
  it.each([
    ['DEMO-2024-ABC', null],
    ['abcd 1234', null],
    ['', 'Vui lòng nhập mã kích hoạt'],
    ['ABC', 'Mã kích hoạt gồm từ 6 đến 32 ký tự'],
    ['A'.repeat(33), 'Mã kích hoạt gồm từ 6 đến 32 ký tự'],
    ['MÃ-KÍCH-HOẠT', 'Mã kích hoạt chỉ gồm chữ cái không dấu, chữ số và dấu gạch ngang'],
    ['ABC_1234', 'Mã kích hoạt chỉ gồm chữ cái không dấu, chữ số và dấu gạch ngang'],
  ])('%j → %j', (input, expected) => expect(validateActivationCode(input)).toBe(expected));

  it('upper-cases and drops spaces', () => expect(normalizeActivationCode(' ab cd-12 ')).toBe('ABCD-12'));
});
