import { normalizeEmail, suggestEmail, validateEmail } from './email';

describe('validateEmail', () => {
  it.each([
    ['hocvien@example.com', null],
    ['  HocVien@Example.COM ', null],
    ['an.nguyen+khoahoc@gmail.com', null],
    ['ten@truong.edu.vn', null],
    ['', 'Vui lòng nhập email'],
    ['   ', 'Vui lòng nhập email'],
    ['hocvien', 'Email không hợp lệ (ví dụ: ten@gmail.com)'],
    ['@gmail.com', 'Email không hợp lệ (ví dụ: ten@gmail.com)'],
    ['a@b@gmail.com', 'Email không hợp lệ (ví dụ: ten@gmail.com)'],
    ['hoc vien@gmail.com', 'Email không được chứa khoảng trắng'],
    ['nguyễn@gmail.com', 'Email không được chứa chữ có dấu'],
    ['.an@gmail.com', 'Phần trước @ của email không hợp lệ'],
    ['an..binh@gmail.com', 'Phần trước @ của email không hợp lệ'],
    ['an@gmail', 'Tên miền của email không hợp lệ (ví dụ: gmail.com)'],
    ['an@gmail.c', 'Tên miền của email không hợp lệ (ví dụ: gmail.com)'],
    ['an@-gmail.com', 'Tên miền của email không hợp lệ (ví dụ: gmail.com)'],
    ['an@gmail..com', 'Tên miền của email không hợp lệ (ví dụ: gmail.com)'],
    [`${'a'.repeat(65)}@gmail.com`, 'Phần trước @ của email không hợp lệ'],
    [`a@${'b'.repeat(250)}.com`, 'Email quá dài (tối đa 254 ký tự)'],
  ])('%j → %j', (input, expected) => {
    expect(validateEmail(input)).toBe(expected);
  });
});

describe('normalizeEmail', () => {
  it('trims and lower-cases', () => expect(normalizeEmail(' An@Gmail.Com ')).toBe('an@gmail.com'));
});

describe('suggestEmail', () => {
  it.each([
    ['an@gmial.com', 'an@gmail.com'],
    ['An@Gmail.co', 'an@gmail.com'],
    ['an@yahoo.com.v', 'an@yahoo.com.vn'],
    ['an@gmail.com', null],
    ['an', null],
  ])('%j → %j', (input, expected) => expect(suggestEmail(input)).toBe(expected));
});
