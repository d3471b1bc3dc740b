import { itAnswers } from '@edu/shared/testing';
import { identifierKind, normalizeIdentifier, validateIdentifier } from './identifier';

describe('validateIdentifier', () => {
  itAnswers(validateIdentifier, [
    ['hocvien@example.com', null],
    ['0912345678', null],
    ['+84 912 345 678', null],
    ['', 'Vui lòng nhập email hoặc số điện thoại'],
    ['hocvien', 'Email không hợp lệ (ví dụ: ten@gmail.com)'],
    ['0912', 'Số điện thoại gồm 10 chữ số, bắt đầu bằng 0 (ví dụ: 0912 345 678)'],
  ]);
});

describe('identifierKind / normalizeIdentifier', () => {
  it.each([
    ['An@Example.com', 'email', 'an@example.com'],
    ['+84912345678', 'phone', '0912345678'],
    ['0912 345 678', 'phone', '0912345678'],
  ] as const)('%j is a %s sent as %j', (input, kind, sent) => {
    expect(identifierKind(input)).toBe(kind);
    expect(normalizeIdentifier(input)).toBe(sent);
  });
});
