import { readSession, removeSession, writeSession } from '../../../lib/session-storage';
import type { RegisterInput } from '../api/register';

/**
 * What the learner typed on /dang-ky, so going back from the OTP step (or a reload) loses nothing.
 * The password is kept in memory only, never in storage; it is needed to resend the code.
 */
export interface RegisterDraft {
  full_name: string;
  username: string;
}

const KEY = 'register:draft';
let pending: RegisterInput | null = null;

export function readRegisterDraft(): RegisterDraft | null {
  return readSession<RegisterDraft>(KEY);
}

export function saveRegisterDraft(draft: RegisterDraft, input?: RegisterInput): void {
  writeSession(KEY, draft);
  if (input) pending = input;
}

/** The last submitted registration (with password), while this page lives. */
export function pendingRegistration(): RegisterInput | null {
  return pending;
}

export function clearRegisterDraft(): void {
  removeSession(KEY);
  pending = null;
}
