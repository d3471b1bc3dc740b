import { itAnswers } from '@edu/shared/testing';
import { formatPhone, normalizePhone, validatePhone } from './phone';

const LENGTH = 'Số điện thoại gồm 10 chữ số, bắt đầu bằng 0 (ví dụ: 0912 345 678)';
const PREFIX = 'Đầu số không phải số di động Việt Nam (03x, 05x, 07x, 08x, 09x)';

describe('validatePhone', () => {
  itAnswers(validatePhone, [
    ['0912345678', null],
    ['0321234567', null],
    ['0521234567', null],
    ['0701234567', null],
    ['0861234567', null],
    ['0991234567', null],
    ['+84912345678', null],
    ['+84 912 345 678', null],
    ['84912345678', null],
    ['+840912345678', null],
    ['0912.345.678', null],
    ['0912-345-678', null],
    ['(091) 234 5678', null],
    ['', 'Vui lòng nhập số điện thoại'],
    ['091234567', LENGTH],
    ['09123456789', LENGTH],
    ['912345678', LENGTH],
    ['0912abc678', 'Số điện thoại chỉ gồm chữ số (có thể bắt đầu bằng +84)'],
    ['01234567890', 'Số 11 chữ số (01x) đã đổi sang 10 chữ số, vui lòng nhập số mới'],
    ['+14155552671', 'Chỉ hỗ trợ số di động Việt Nam (+84)'],
    ['0212345678', PREFIX],
    ['0311234567', PREFIX],
    ['0511234567', PREFIX],
    ['0711234567', PREFIX],
    ['0801234567', PREFIX],
    ['0951234567', PREFIX],
    ['0412345678', PREFIX],
    ['0612345678', PREFIX],
  ]);
});

describe('normalizePhone', () => {
  itAnswers(normalizePhone, [
    ['+84912345678', '0912345678'],
    ['84 912 345 678', '0912345678'],
    ['+84 0912 345 678', '0912345678'],
    [' 0912.345.678 ', '0912345678'],
    ['0912345678', '0912345678'],
  ]);
});

describe('formatPhone', () => {
  it('groups 4-3-3', () => expect(formatPhone('+84912345678')).toBe('0912 345 678'));
  it('leaves other text alone', () => expect(formatPhone('12345')).toBe('12345'));
});
