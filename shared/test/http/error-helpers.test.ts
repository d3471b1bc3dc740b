import { errorMessage, errorStatus, isAbort, isNotFound } from '../../src/http/error-helpers';

describe('api errors', () => {
  it.each([
    [{ status: 404, message: 'x' }, 404, true],
    [{ status: 400, message: 'x' }, 400, true],
    [{ status: 500, message: 'x' }, 500, false],
    [{ status: 0, message: 'x' }, 0, false],
    [new Error('boom'), undefined, false],
    [null, undefined, false],
    ['404', undefined, false],
  ])('%p → status %p, not found %p', (error, status, missing) => {
    expect(errorStatus(error)).toBe(status);
    expect(isNotFound(error)).toBe(missing);
  });

  it.each([
    [{ status: 409, message: 'Bạn đã sở hữu khóa học này' }, 'Bạn đã sở hữu khóa học này'],
    [{ status: 409, message: '  ' }, 'Lỗi chung'],
    [new Error('TypeError: x is undefined'), 'Lỗi chung'],
    [undefined, 'Lỗi chung'],
  ])('%p → toast %p (never a raw exception text)', (error, msg) => {
    expect(errorMessage(error, 'Lỗi chung')).toBe(msg);
  });
});

describe('errorMessage with the wording of a screen', () => {
  const byStatus = { 409: 'Email này đã được đăng ký', 429: 'không dùng' };
  it.each([
    ['the screen words a status', { status: 409, message: 'Conflict' }, 'Email này đã được đăng ký'],
    ['429 keeps the server words (how long to wait)', { status: 429, message: 'Thử lại sau 30 giây' }, 'Thử lại sau 30 giây'],
    ['429 without words', { status: 429, message: '' }, 'Bạn thử quá nhiều lần. Vui lòng đợi một lát rồi thử lại.'],
    ['otherwise the server message', { status: 400, message: 'Mật khẩu quá ngắn' }, 'Mật khẩu quá ngắn'],
    ['no answer at all', { status: 0, message: '' }, 'Không thể kết nối máy chủ. Vui lòng kiểm tra mạng và thử lại.'],
    ['not an API error', new Error('x is undefined'), 'Đã có lỗi xảy ra, vui lòng thử lại.'],
  ])('%s', (_name, error, message) => {
    expect(errorMessage(error, byStatus)).toBe(message);
  });

  it.each([
    [{ name: 'AbortError' }, true],
    [{ name: 'CanceledError' }, true],
    [{ code: 'ERR_CANCELED' }, true],
    [{ status: 500 }, false],
    [null, false],
  ])('isAbort(%p) → %p', (error, aborted) => {
    expect(isAbort(error)).toBe(aborted);
  });
});
