import {
  EMPTY_CONTACT,
  firstInvalid,
  MSG,
  normalizePhone,
  serverErrorField,
  toRequestBody,
  validateContact,
  type ContactValues,
} from './contact-rules';

const valid: ContactValues = {
  full_name: 'Nguyễn Văn An',
  email: 'an@example.com',
  phone: '',
  subject: '',
  message: 'Tôi chưa vào học được khóa đã mua.',
};
const v = (over: Partial<ContactValues>): ContactValues => ({ ...valid, ...over });

describe('contact form rules', () => {
  it.each<[string, ContactValues, Record<string, string>]>([
    ['a valid request', valid, {}],
    ['a phone instead of an email', v({ email: '', phone: '0912 345 678' }), {}],
    ['an empty form', { ...EMPTY_CONTACT }, { full_name: MSG.nameRequired, email: MSG.contactRequired, message: MSG.messageRequired }],
    ['a blank name', v({ full_name: '   ' }), { full_name: MSG.nameRequired }],
    ['a long name', v({ full_name: 'a'.repeat(121) }), { full_name: MSG.nameTooLong }],
    ['no way to reply', v({ email: ' ', phone: '' }), { email: MSG.contactRequired }],
    ['a bad email', v({ email: 'an@example' }), { email: MSG.emailInvalid }],
    ['a bad phone', v({ phone: '12345' }), { phone: MSG.phoneInvalid }],
    ['a bad phone besides a good email', v({ phone: '09123' }), { phone: MSG.phoneInvalid }],
    ['a long subject', v({ subject: 's'.repeat(201) }), { subject: MSG.subjectTooLong }],
    ['a short message', v({ message: ' ngắn  ' }), { message: MSG.messageTooShort }],
    ['a long message', v({ message: 'm'.repeat(5001) }), { message: MSG.messageTooLong }],
  ])('%s', (_name, values, errors) => {
    expect(validateContact(values)).toEqual(errors);
  });

  it.each<[string, string | null]>([
    ['0912345678', '0912345678'],
    ['0912 345 678', '0912345678'],
    ['+84912345678', '0912345678'],
    ['84-912-345-678', '0912345678'],
    ['(091) 234.5678', '0912345678'],
    ['091234567', null],
    ['09123456789', null],
    ['abc', null],
    ['', null],
  ])('phone %j → %j', (input, out) => {
    expect(normalizePhone(input)).toBe(out);
  });

  it('focuses fields in the order of the form', () => {
    expect(firstInvalid({ message: 'x', email: 'y' })).toBe('email');
    expect(firstInvalid({})).toBeNull();
  });

  it('sends trimmed values, leaves blanks out and normalises the phone', () => {
    expect(toRequestBody(v({ full_name: ' An ', email: ' ', phone: '+84 912 345 678', subject: '  ', message: ' Nội dung đủ dài ' }))).toEqual({
      full_name: 'An',
      phone: '0912345678',
      message: 'Nội dung đủ dài',
    });
  });

  it.each<[string, string | null]>([
    ['Email không hợp lệ', 'email'],
    ['Số điện thoại không hợp lệ', 'phone'],
    ['Vui lòng nhập email hoặc số điện thoại để chúng tôi liên hệ lại', 'email'],
    ['Bạn thao tác quá nhanh, vui lòng thử lại sau.', null],
  ])('puts the server message %j next to %j', (message, field) => {
    expect(serverErrorField(message)).toBe(field);
  });
});
