import { normalizeEmail, validateEmail } from './email';
import { required } from './messages';
import { normalizePhone, validatePhone } from './phone';

export type IdentifierKind = 'email' | 'phone';

/** Something with '@' or a letter is meant as an e-mail; digits, spaces and '+' as a phone number. */
export function identifierKind(raw: string): IdentifierKind {
  return /[@a-z]/i.test(raw) ? 'email' : 'phone';
}

/** The form the API receives: lower-cased e-mail or 0xxxxxxxxx. */
export function normalizeIdentifier(raw: string): string {
  return identifierKind(raw) === 'email' ? normalizeEmail(raw) : normalizePhone(raw);
}

/** "Email hoặc số điện thoại" field. */
export function validateIdentifier(value: string): string | null {
  const empty = required('Vui lòng nhập email hoặc số điện thoại')(value);
  if (empty) return empty;
  return identifierKind(value) === 'email' ? validateEmail(value) : validatePhone(value);
}
