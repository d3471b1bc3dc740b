import { errorMessage, errorStatus, isNotFound } from '../../src/http/error-helpers';

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
