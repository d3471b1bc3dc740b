import { badRequest } from '../lib/errors';

/** At least 8 characters with a letter and a digit. */
export function assertStrongPassword(p: string): void {
  if (p.length < 8 || !/[A-Za-zÀ-ỹ]/.test(p) || !/\d/.test(p)) {
    throw badRequest('Mật khẩu phải có ít nhất 8 ký tự, gồm cả chữ và số');
  }
}
