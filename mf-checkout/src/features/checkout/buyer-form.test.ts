import { buyerFromUser, MSG, normaliseBuyer, validateBuyer, validateField } from './buyer-form';

describe('buyer details', () => {
  it.each([
    ['full_name', '', MSG.nameRequired],
    ['full_name', '   ', MSG.nameRequired],
    ['full_name', 'A', MSG.nameShort],
    ['full_name', 'x'.repeat(121), MSG.nameLong],
    ['full_name', 'Nguyễn Văn 4', MSG.nameChars],
    ['full_name', '<script>', MSG.nameChars],
    ['full_name', 'Nguyễn Văn Học', null],
    ['full_name', "  Đỗ   Thu-Hương O'Neil ", null],
    ['email', '', MSG.emailRequired],
    ['email', 'hocvien', MSG.emailInvalid],
    ['email', 'hoc vien@example.com', MSG.emailInvalid],
    ['email', 'hocvien@example', MSG.emailInvalid],
    ['email', 'hocvien@@example.com', MSG.emailInvalid],
    ['email', `${'a'.repeat(250)}@x.vn`, MSG.emailLong],
    ['email', ' HocVien@Example.com ', null],
    ['phone', '', MSG.phoneRequired],
    ['phone', '12345', MSG.phoneInvalid],
    ['phone', '091234567', MSG.phoneInvalid],
    ['phone', '01234567890', MSG.phoneInvalid],
    ['phone', '0212345678', MSG.phonePrefix],
    ['phone', '0912345678', null],
    ['phone', '0912 345 678', null],
    ['phone', '+84 912.345.678', null],
    ['phone', '84987654321', null],
  ] as const)('%s %j → %s', (field, value, expected) => {
    expect(validateField(field, value)).toBe(expected);
  });

  it('reports every field at once and nothing for a valid buyer', () => {
    expect(validateBuyer({ full_name: '', email: 'x', phone: '1' })).toEqual({
      full_name: MSG.nameRequired,
      email: MSG.emailInvalid,
      phone: MSG.phoneInvalid,
    });
    expect(validateBuyer({ full_name: 'Nguyễn Văn Học', email: 'hocvien@example.com', phone: '0912345678' })).toEqual({});
  });

  it('sends tidy values: single spaces, lower-case e-mail, 10-digit phone', () => {
    expect(normaliseBuyer({ full_name: '  Nguyễn   Văn  Học ', email: ' HocVien@Example.COM', phone: '+84 912-345-678' })).toEqual({
      full_name: 'Nguyễn Văn Học',
      email: 'hocvien@example.com',
      phone: '0912345678',
    });
  });

  it.each([
    [
      'a full session',
      { full_name: 'Học Viên', email: 'hv@example.vn', phone: '0912345678' },
      { full_name: 'Học Viên', email: 'hv@example.vn', phone: '0912345678' },
    ],
    ['missing e-mail and phone', { full_name: 'Học Viên', email: null, phone: null }, { full_name: 'Học Viên', email: '', phone: '' }],
    ['no session', null, { full_name: '', email: '', phone: '' }],
  ])('prefills from %s', (_name, user, expected) => {
    expect(buyerFromUser(user)).toEqual(expected);
  });
});
