import { errorMessage, fieldErrorsOf } from './error-message';

const apiError = (status: number, message = '', data?: unknown) => Object.assign(new Error(message), { status, data });

describe('errorMessage', () => {
  it.each([
    ['a screen wording wins over the server', apiError(401, 'Unauthorized'), { 401: 'Sai mật khẩu' }, 'Sai mật khẩu'],
    ['429 keeps the server text (it says how long to wait)', apiError(429, 'Vui lòng thử lại sau 60 giây'), { 429: 'x' }, 'Vui lòng thử lại sau 60 giây'],
    ['429 without text gets a default', apiError(429), {}, 'Bạn thử quá nhiều lần. Vui lòng đợi một lát rồi thử lại.'],
    ['the server text otherwise', apiError(409, 'Email đã được sử dụng'), {}, 'Email đã được sử dụng'],
    ['no response at all', apiError(0), {}, 'Không thể kết nối máy chủ. Vui lòng kiểm tra mạng và thử lại.'],
    ['nothing usable', undefined, {}, 'Đã có lỗi xảy ra, vui lòng thử lại.'],
  ])('%s', (_name, error, byStatus, expected) => {
    expect(errorMessage(error, byStatus)).toBe(expected);
  });
});

describe('fieldErrorsOf', () => {
  it.each([
    [apiError(400, 'x', { errors: { email: 'Email đã được sử dụng', n: 1 } }), { email: 'Email đã được sử dụng' }],
    [apiError(400, 'x', null), {}],
    [new Error('x'), {}],
  ])('%#', (error, expected) => expect(fieldErrorsOf(error)).toEqual(expected));
});
