import { fieldErrorsOf } from '../../src/form';

const apiError = (status: number, message = '', data?: unknown) => Object.assign(new Error(message), { status, data });

describe('fieldErrorsOf', () => {
  it.each([
    [apiError(400, 'x', { errors: { email: 'Email đã được sử dụng', n: 1 } }), { email: 'Email đã được sử dụng' }],
    [apiError(400, 'x', null), {}],
    [new Error('x'), {}],
  ])('%#', (error, expected) => expect(fieldErrorsOf(error)).toEqual(expected));
});
