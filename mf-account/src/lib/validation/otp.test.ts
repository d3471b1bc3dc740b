import { itAnswers } from '@edu/shared/testing';
import { normalizeOtp, validateOtp } from './otp';

describe('validateOtp', () => {
  itAnswers(validateOtp, [
    ['123456', null],
    ['123 456', null],
    ['123-456', null],
    ['', 'Vui lòng nhập mã OTP'],
    ['12345', 'Mã OTP gồm 6 chữ số'],
    ['1234567', 'Mã OTP gồm 6 chữ số'],
    ['12a456', 'Mã OTP chỉ gồm chữ số'],
  ]);
});

describe('normalizeOtp', () => {
  itAnswers(normalizeOtp, [
    ['123 456', '123456'],
    ['Mã: 654321', '654321'],
    ['12345678', '123456'],
  ]);
});
