import { checkBirthDate, maskBirthDate, MIN_AGE } from '../src/modals/age-rule';

const today = new Date(2026, 10, 21); // 21/11/2026, local time

describe('age confirmation rule', () => {
  it.each([
    ['', 'Vui lòng nhập ngày sinh.'],
    ['   ', 'Vui lòng nhập ngày sinh.'],
    ['2008-09-05', 'Ngày sinh phải có dạng dd/MM/yyyy, ví dụ 05/09/2008.'],
    ['5/9/2008', 'Ngày sinh phải có dạng dd/MM/yyyy, ví dụ 05/09/2008.'],
    ['31/02/2008', 'Ngày sinh không tồn tại, vui lòng kiểm tra lại.'],
    ['29/02/2009', 'Ngày sinh không tồn tại, vui lòng kiểm tra lại.'],
    ['00/01/2008', 'Ngày sinh không tồn tại, vui lòng kiểm tra lại.'],
    ['01/13/2008', 'Ngày sinh không tồn tại, vui lòng kiểm tra lại.'],
    ['22/11/2026', 'Ngày sinh không được ở tương lai.'],
    ['01/01/2030', 'Ngày sinh không được ở tương lai.'],
    ['01/01/1899', 'Năm sinh không hợp lệ.'],
    ['22/11/2013', `Bạn cần từ ${MIN_AGE} tuổi trở lên để tiếp tục.`],
    ['21/11/2026', `Bạn cần từ ${MIN_AGE} tuổi trở lên để tiếp tục.`],
  ])('refuses %j with “%s”', (input, error) => {
    expect(checkBirthDate(input, today)).toEqual({ ok: false, error });
  });

  it.each([
    ['21/11/2013', '2013-11-21'],
    ['29/02/2008', '2008-02-29'],
    [' 05/09/1990 ', '1990-09-05'],
  ])('accepts %j as %s', (input, birthDate) => {
    expect(checkBirthDate(input, today)).toEqual({ ok: true, birthDate });
  });

  it.each([
    ['0', '0'],
    ['0509', '05/09'],
    ['05092008', '05/09/2008'],
    ['05/09/20089', '05/09/2008'],
    ['ab05-09x2008', '05/09/2008'],
  ])('masks %j as %j', (raw, masked) => {
    expect(maskBirthDate(raw)).toBe(masked);
  });
});
