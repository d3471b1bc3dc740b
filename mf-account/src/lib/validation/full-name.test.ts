import { normalizeFullName, validateFullName } from './full-name';

describe('validateFullName', () => {
  it.each([
    ['Nguyễn Văn An', null],
    ['  Trần   Thị  Bích Ngọc ', null],
    ["O'Brien Lê", null],
    ['Phạm Thị Thu-Hà', null],
    ['', 'Vui lòng nhập họ và tên'],
    ['   ', 'Vui lòng nhập họ và tên'],
    ['A', 'Họ và tên quá ngắn'],
    ['An'.repeat(26), 'Họ và tên tối đa 50 ký tự'],
    ['Nguyễn Văn 2', 'Họ và tên chỉ gồm chữ cái và khoảng trắng'],
    ['<script>', 'Họ và tên chỉ gồm chữ cái và khoảng trắng'],
    ['-An', 'Họ và tên chỉ gồm chữ cái và khoảng trắng'],
  ])('%j → %j', (input, expected) => expect(validateFullName(input)).toBe(expected));
});

describe('normalizeFullName', () => {
  it('collapses spaces and composes diacritics', () => {
    expect(normalizeFullName('  Nguye\u0302\u0303n   An ')).toBe('Nguyễn An');
  });
});
