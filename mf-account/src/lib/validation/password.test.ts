import { itAnswers } from '@edu/shared/testing';
import { passwordChecklist, validateLoginPassword, validateNewPassword, validatePasswordConfirm } from './password';

describe('validateNewPassword', () => {
  itAnswers(validateNewPassword, [
    ['Hocvien@123', null],
    ['Abcdefg1', null],
    ['', 'Vui lòng nhập mật khẩu'],
    ['Abc1', 'Mật khẩu chưa đạt: từ 8 đến 64 ký tự'],
    [`Aa1${'x'.repeat(62)}`, 'Mật khẩu chưa đạt: từ 8 đến 64 ký tự'],
    ['ABCDEFG1', 'Mật khẩu chưa đạt: có chữ thường (a–z)'],
    ['abcdefg1', 'Mật khẩu chưa đạt: có chữ hoa (A–Z)'],
    ['Abcdefgh', 'Mật khẩu chưa đạt: có chữ số (0–9)'],
    ['Abcd efg1', 'Mật khẩu chưa đạt: không có khoảng trắng'],
  ]);
});

describe('passwordChecklist', () => {
  it.each([
    ['', []],
    ['abc', ['lower', 'space']],
    ['Abcdefg1', ['length', 'lower', 'upper', 'digit', 'space']],
  ])('%j passes %j', (input, ok) => {
    expect(
      passwordChecklist(input)
        .filter((r) => r.ok)
        .map((r) => r.id),
    ).toEqual(ok);
  });
});

describe('validateLoginPassword', () => {
  itAnswers(validateLoginPassword, [
    ['', 'Vui lòng nhập mật khẩu'],
    ['123', null],
  ]);
});

describe('validatePasswordConfirm', () => {
  itAnswers(
    validatePasswordConfirm,
    [
      ['Hocvien@123', 'Hocvien@123', null],
      ['', 'Hocvien@123', 'Vui lòng nhập lại mật khẩu'],
      ['Hocvien@12', 'Hocvien@123', 'Mật khẩu nhập lại không khớp'],
    ],
    '%j vs %j → %j',
  );
});
